import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { redisAnswers, TEST_REDIS_URL } from './redis-reachable.ts';

/**
 * Several instances must not multiply a limit: with REDIS_URL, rate limits and the sign-in throttle are shared by every API
 * instance. Runs against the Redis server on 127.0.0.1:6379 when one answers, else skips with a note.
 */
const REDIS_URL = TEST_REDIS_URL;

const reachable = await redisAnswers(REDIS_URL);
if (!reachable) {
  console.warn(`NOTE: no Redis at ${REDIS_URL}; the shared rate limit tests are skipped.`);
}

describe.skipIf(!reachable)('two API instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // one prefix per run, so parallel runs and earlier runs never share counters
    const env = { REDIS_URL, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:`, AUTH_RATE_LIMIT: '4' };
    [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('share one rate limit: calls to either count against the same allowance', async () => {
    const forgot = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: 'nikdo@example.cz' },
      });
    const codes = [];
    for (const t of [a, b, a, b, a, b]) codes.push((await forgot(t)).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 429, 429]);
  });

  it('share the sign-in throttle: failures on one instance slow the next try on the other', async () => {
    const login = (t: TestApp, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/trainer/login',
        payload: { email: 'trener@champions.cz', password },
        remoteAddress: '192.0.2.10',
      });
    expect((await login(a, 'spatne heslo 1')).statusCode).toBe(401);
    expect((await login(b, 'spatne heslo 2')).statusCode).toBe(401);
    expect((await login(a, 'spatne heslo 3')).statusCode).toBe(401);
    const waiting = await login(b, 'Champions123!');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
  });
});
