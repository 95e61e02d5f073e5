import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { fixedClock } from '../src/shared/clock.ts';
import {
  createPostgresDatabase,
  refuseInDatabaseFreeTest,
  seededDatabase,
  type TestDatabase,
} from './database-templates.ts';

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
 * An empty database for one test file (not even migrated): in-memory PGlite, or a new PostgreSQL
 * database when asked (its `url`, for tests that open more connection pools on it, as several
 * instances would). `createTestApp` starts from a migrated and seeded copy instead.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  refuseInDatabaseFreeTest();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_ENGINE !== 'postgres' || !serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, drop: async () => {} };
  }
  return createPostgresDatabase(serverUrl);
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
  const clock = fixedClock(options.now ?? TEST_NOW);
  const { handle, drop } = await seededDatabase({
    kind: options.seed ?? 'demo',
    organisation: options.organisation ?? false,
    now: clock.now(),
  });
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
