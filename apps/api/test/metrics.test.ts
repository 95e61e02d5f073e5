import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics (Prometheus)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'reference', env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t?.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only the bearer of METRICS_TOKEN', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/public/activities/00000000-0000-4000-8000-000000000000' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    expect(body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/);
    // the pattern, not the id: one series per route, however many ids are asked for
    expect(body).toContain('route="/api/public/activities/:id",status="404"');
    expect(body).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(body).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"/,
    );
    expect(body).toContain('process_cpu_seconds_total');
  });

  it('reads the job queue and recent payments at scrape time', async () => {
    await t.db.execute(
      sql`insert into jobs (kind, run_at) values ('metrics.probe', now() - interval '90 seconds')`,
    );
    await t.db.execute(
      sql`insert into jobs (kind, dead_at, last_error) values ('metrics.probe', now(), 'boom')`,
    );
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toContain('jobs_due{kind="metrics.probe"} 1');
    expect(body).toContain('jobs_dead{kind="metrics.probe"} 1');
    const oldest = Number(/jobs_oldest_due_seconds\{kind="metrics.probe"\} ([\d.]+)/.exec(body)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(89);
    expect(body).toContain('# TYPE payments_last_24h gauge');
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const t = await createTestApp({ seed: 'reference' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/ready', () => {
  it('is 200 while the instance takes traffic and 503 DRAINING with Retry-After once it drains', async () => {
    const t = await createTestApp({ seed: 'reference' });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      t.app.lifecycle.startDraining();
      const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.headers['retry-after']).toBe('5');
      expect(draining.json()).toMatchObject({
        code: 'DRAINING',
        message: expect.stringContaining('restartuje'),
      });
      // liveness is another question: a draining instance is alive and finishes what it has
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
