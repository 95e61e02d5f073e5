import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { seedDemoData, seedReferenceData } from '../src/db/seed.ts';
import { fixedClock } from '../src/shared/clock.ts';

export const TEST_NOW = new Date('2026-11-23T09:00:00.000Z');

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof fixedClock>;
  config: AppConfig;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database when asked (its
 * `url`, for tests that open more connection pools on it, as several instances would).
 */
export async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
  url?: string;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_ENGINE !== 'postgres' || !serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, drop: async () => {} };
  }
  const name = `champions_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { handle, drop, url: url.toString() };
}

export async function createTestApp(
  options: {
    seed?: 'demo' | 'reference';
    /** also the demo partner organisation (a second admin account with the Brno venues) */
    organisation?: boolean;
    now?: Date;
    env?: Record<string, string>;
    /** registers test-only routes or hooks before the app is ready */
    beforeReady?: (app: FastifyInstance) => Promise<void> | void;
  } = {},
): Promise<TestApp> {
  const { handle, drop } = await freshDatabase();
  await handle.migrate();
  const clock = fixedClock(options.now ?? TEST_NOW);
  if (options.seed === 'reference') await seedReferenceData(handle.db);
  else await seedDemoData(handle.db, clock.now(), { organisation: options.organisation ?? false });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ...options.env,
  });
  const app = await buildApp({ config, db: handle.db, clock });
  await options.beforeReady?.(app);
  await app.ready();
  // Mail leaves after the answer (outbox queue); tests read the mailbox right after a call, so each
  // injected call waits until the deliveries it started are done.
  const inject = app.inject.bind(app) as (opts: unknown) => Promise<unknown>;
  (app as { inject: unknown }).inject = async (opts: unknown) => {
    const response = await inject(opts);
    await app.ctx.mailer.settled();
    return response;
  };
  return {
    app,
    db: handle.db,
    clock,
    config,
    engine: handle.engine,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
