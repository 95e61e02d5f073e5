import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPasswordHashCost } from '../src/modules/auth/index.ts';
import { ServiceUnavailableError } from '../src/shared/errors.ts';
import { createHashLimiter } from '../src/shared/hash-limiter.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Password hashing never takes the whole thread pool: file reads and DNS share libuv's threads. */
describe('hash limiter', () => {
  it('runs at most N at once, queues a few more and refuses the rest with a retry time', async () => {
    const limiter = createHashLimiter(2, 1);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      limiter.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return 'ok';
      });
    const accepted = [work(), work(), work()];
    await expect(work()).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(limiter.running).toBe(2);
    expect(limiter.waiting).toBe(1);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(accepted)).toEqual(['ok', 'ok', 'ok']);
    expect(peak).toBe(2);
    expect(limiter.running).toBe(0);
  });
});

describe('a burst of sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the burst must meet hashes that take their real time (the suite's cheap ones end before the next arrives)
    setPasswordHashCost('standard');
    t = await createTestApp({
      seed: 'reference',
      env: { HASH_CONCURRENCY: '1', HASH_QUEUE: '1', AUTH_RATE_LIMIT: '1000' },
    });
  });
  afterAll(async () => {
    setPasswordHashCost('test');
    await t?.close();
  });

  it('answers 503 with Retry-After beyond the queue, and serves other calls meanwhile', async () => {
    const burst = Array.from({ length: 6 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: `nikdo${i}@example.cz`, password: 'spatne heslo' },
      }),
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const answers = await Promise.all(burst);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 401).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers['retry-after']).toBe('2');
    expect(refused[0]!.json().message).toContain('přetížený');
  });
});
