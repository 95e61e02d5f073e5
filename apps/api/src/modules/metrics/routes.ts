import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { jobQueueState, recentPaymentOutcomes } from './repository.ts';

export const METRICS_PATH = '/metrics';

/** The pool of node-postgres behind drizzle (none on PGlite). */
interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function poolOf(db: unknown): PoolStats | null {
  const client = (db as { $client?: Partial<PoolStats> }).$client;
  return client && typeof client.totalCount === 'number' ? (client as PoolStats) : null;
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at /metrics (outside /api: it is for the operator's scraper, not for the web app),
 * registered only when METRICS_TOKEN is set and answered only to `Authorization: Bearer <token>`.
 * Request counts and latency are this instance's; queue, pool and payment gauges are read at scrape time.
 * A fastify-plugin, so its onResponse hook sees every route of the app.
 */
export const metricsRoutes = fp<{ token: string }>(
  async (app, { token }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by method, route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const { db } = app.ctx;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = poolOf(db);
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    const jobsDue = new Gauge({
      name: 'jobs_due',
      help: 'Jobs due now and not yet done, by kind',
      labelNames: ['kind'],
      registers: [registry],
    });
    const jobsOldest = new Gauge({
      name: 'jobs_oldest_due_seconds',
      help: 'How long the oldest due job of a kind has waited',
      labelNames: ['kind'],
      registers: [registry],
    });
    const jobsDead = new Gauge({
      name: 'jobs_dead',
      help: 'Jobs whose last attempt failed, kept for the operator (npm run jobs:dead), by kind',
      labelNames: ['kind'],
      registers: [registry],
    });
    const payments = new Gauge({
      name: 'payments_last_24h',
      help: 'Payments created in the last 24 hours, by kind and outcome',
      labelNames: ['kind', 'status'],
      registers: [registry],
    });

    async function readDatabaseGauges() {
      const [queue, outcomes] = await Promise.all([jobQueueState(db), recentPaymentOutcomes(db)]);
      for (const gauge of [jobsDue, jobsOldest, jobsDead, payments]) gauge.reset();
      for (const row of queue) {
        jobsDue.set({ kind: row.kind }, row.due);
        jobsOldest.set({ kind: row.kind }, row.oldestDueSeconds);
        jobsDead.set({ kind: row.kind }, row.dead);
      }
      for (const row of outcomes) payments.set({ kind: row.kind, status: row.status }, row.count);
    }

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === METRICS_PATH) return;
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request, token)) return reply.status(401).send('unauthorized\n');
      await readDatabaseGauges();
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
