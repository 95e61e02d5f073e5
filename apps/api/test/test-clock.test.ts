import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { enqueueJob } from '../src/jobs/queue.ts';
import { movableClock } from '../src/shared/clock.ts';
import { seededDatabase, type TestDatabase } from './database-templates.ts';
import { TEST_NOW } from './harness.ts';

/** The end-to-end tests' clock: there only when asked for, moves the requests' "now", comes back. */
const BASE_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
};

describe('PUT /api/test/clock', () => {
  let database: TestDatabase;
  const clock = movableClock();
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  async function appWith(env: Record<string, string>) {
    const { handle } = database;
    const app = await buildApp({
      config: loadConfig({ ...BASE_ENV, ...env }),
      db: handle.db,
      clock,
      testClock: clock,
    });
    apps.push(app);
    await app.ready();
    return app;
  }
  beforeAll(async () => {
    database = await seededDatabase({ kind: 'reference', organisation: false, now: TEST_NOW });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.handle.close();
    await database.drop();
  });

  it('does not exist without UNSAFE_TEST_CLOCK', async () => {
    const app = await appWith({});
    const res = await app.inject({ method: 'PUT', url: '/api/test/clock', payload: { at: null } });
    expect(res.statusCode).toBe(404);
  });

  it('moves the clock the requests read, runs on from there, and comes back with null', async () => {
    const app = await appWith({ UNSAFE_TEST_CLOCK: 'true' });
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      payload: { at: '2031-01-01T08:00:00+01:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().now)).toBeGreaterThanOrEqual(Date.parse('2031-01-01T07:00:00Z'));
    expect(clock.now().getTime() - Date.parse('2031-01-01T07:00:00Z')).toBeLessThan(60_000);

    const back = await app.inject({ method: 'PUT', url: '/api/test/clock', payload: { at: null } });
    expect(back.statusCode).toBe(200);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('refuses a moment that is not a date, naming the field, and moves nothing', async () => {
    const app = await appWith({ UNSAFE_TEST_CLOCK: 'true' });
    const res = await app.inject({ method: 'PUT', url: '/api/test/clock', payload: { at: 'zítra' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('at');
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('runs the jobs of one kind due at the moved clock, only when asked, and refuses an unknown kind', async () => {
    const app = await appWith({ UNSAFE_TEST_CLOCK: 'true' });
    // a delivery queued for a later day (its voucher is gone: the job ends without mail)
    await enqueueJob(database.handle.db, {
      kind: 'vouchers.deliver',
      payload: { voucherId: '00000000-0000-4000-8000-000000000000' },
      runAt: new Date('2031-01-01T07:00:00Z'),
    });
    const run = () =>
      app.inject({ method: 'POST', url: '/api/test/jobs/run', payload: { kind: 'vouchers.deliver' } });
    const early = await run();
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ ran: 0 });

    await app.inject({ method: 'PUT', url: '/api/test/clock', payload: { at: '2031-01-01T08:05:00+01:00' } });
    try {
      expect((await run()).json()).toEqual({ ran: 1 });
      expect((await run()).json()).toEqual({ ran: 0 });
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/test/jobs/run',
        payload: { kind: 'no.such.job' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain('kind');
    } finally {
      await app.inject({ method: 'PUT', url: '/api/test/clock', payload: { at: null } });
    }
  });

  it('has no job route without UNSAFE_TEST_CLOCK', async () => {
    const app = await appWith({});
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/jobs/run',
      payload: { kind: 'vouchers.deliver' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is refused together with real payments', () => {
    expect(() =>
      loadConfig({ ...BASE_ENV, UNSAFE_TEST_CLOCK: 'true', STRIPE_SECRET_KEY: 'sk_test_x' }),
    ).toThrow(ConfigError);
  });
});
