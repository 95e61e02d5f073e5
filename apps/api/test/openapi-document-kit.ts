import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { fixedClock } from '../src/shared/clock.ts';
import { TEST_NOW } from './harness.ts';

/** Any query chain (`db.insert(...).values(...)`, `db.select().from(...).where(...)`) resolves to one row. */
function documentOnlyDatabase(): Database {
  const row = { key: 'stand-in', value: Buffer.alloc(32, 1).toString('base64') };
  const chain: object = new Proxy(() => chain, {
    get: (_target, property) =>
      property === 'then' ? (resolve: (rows: unknown[]) => void) => resolve([row]) : chain,
  });
  return chain as Database;
}

/**
 * The API's OpenAPI document without a database, for the database-free tests: the app is built on a stand-in
 * database that only answers the one query the app makes while it starts (a kept secret), and no route is called.
 */
export async function openApiDocumentWithoutDatabase(): Promise<{
  source: string;
  close: () => Promise<void>;
}> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  });
  const app = await buildApp({ config, db: documentOnlyDatabase(), clock: fixedClock(TEST_NOW) });
  await app.ready();
  return { source: JSON.stringify(app.swagger(), null, 2), close: () => app.close() };
}
