import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isConnectionLost } from './connection-lost.ts';
import * as schema from './schema.ts';

/** Both engines expose the same query builder; the node-postgres type stands for either. */
export type Database = NodePgDatabase<typeof schema>;

/** An open transaction of `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What services and repositories run their queries on: the database, or a transaction when several
 * writes belong together (`db.transaction((tx) => service(tx, ...))`).
 */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, to open copies of it (`loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from a copy of a dumped data folder (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

/**
 * A client checked out for a transaction is given back (and dropped) as soon as one of its queries
 * fails because the connection was lost. drizzle does not release a client whose BEGIN failed, so
 * without this every connection lost at that moment would leak one client until the pool is empty
 * and every request waits forever. A later release by drizzle is then a no-op.
 * The pool gives each checkout a release of its own, so that is wrapped per checkout; `query` stays
 * on the client, so it is wrapped once per client (wrapped again at each checkout, a query went
 * through one wrapper per transaction the client had ever run: slower with every transaction).
 */
function releaseOnConnectionLoss(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  const watched = new WeakSet<pg.PoolClient>();
  pool.connect = (async (callback?: unknown) => {
    if (callback) return connect(callback);
    const client = (await connect())!;
    const release = client.release.bind(client);
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      release(error);
    };
    if (watched.has(client)) return client;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise)
        result.catch((error: unknown) => {
          if (isConnectionLost(error)) client.release(error as Error);
        });
      return result;
    }) as typeof client.query;
    return client;
  }) as typeof pool.connect;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    releaseOnConnectionLoss(pool);
    // An idle connection the server closed (restart, failover, a dropped database) is replaced by the
    // pool on the next query; without a listener its error would crash the process.
    const warn = (error: Error) => console.warn(`database connection closed: ${error.message}`);
    pool.on('error', warn);
    // A connection lost while checked out (in a transaction, between two of its queries) emits its
    // error on the client itself: the query in flight fails and rolls back, the process goes on.
    pool.on('connect', (client) => client.on('error', warn));
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      engine: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { cube, earthdistance, pg_trgm, unaccent },
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
