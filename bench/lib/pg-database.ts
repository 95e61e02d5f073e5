import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server benches use (they create and drop a database of their own there). */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the PostgreSQL server answers (benches skip PostgreSQL and say so when it does not). */
export async function postgresReachable(serverUrl = BENCH_SERVER_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A new database for one bench run; `drop` removes it (with force) when the bench ends. */
export async function createBenchDatabase(prefix: string, serverUrl = BENCH_SERVER_URL) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
