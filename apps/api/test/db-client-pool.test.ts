import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { freshDatabase } from './harness.ts';

/**
 * The pool's clients are watched for a lost connection (db/client.ts): the watch on `query` is put on
 * a client once, not again at every checkout, so a query costs the same after a thousand transactions
 * as after one (PostgreSQL only: PGlite has no pool).
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('the connection pool', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await freshDatabase());
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('wraps the query of a client once, however many transactions it runs', async () => {
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    const first = await pool.connect();
    const query = first.query;
    first.release();
    for (let i = 0; i < 5; i++) await handle.db.transaction((tx) => tx.execute(sql`select 1`));
    const clients = await Promise.all(Array.from({ length: 5 }, () => pool.connect()));
    for (const client of clients) client.release();
    const again = clients.find((client) => client === first);
    expect(again).toBeDefined();
    expect(again!.query).toBe(query);
  });
});
