/**
 * API throughput as a ratio to a bare Fastify server measured in the same run: the bare server answers
 * the same bytes (with the same compression) from memory, so the ratio shows what our stack costs per
 * request (routing, validation, security headers, request logging, the cache, the database on a miss).
 *
 * The measured server runs as in production: request logging at info (to /dev/null), security headers,
 * the public cache (PUBLIC_CACHE_SECONDS default), served inside Fastify by an onRequest hook
 * (apps/api/src/shared/public-answers.ts). Beside the cached rows, the activity list and search are
 * measured uncached: a second instance with the cache off, every request with a query string of its own
 * (autocannon's `[<id>]`), so each one runs its database query; they are reported, not held to the goal. Public reads have no rate limit (as in production:
 * only sign-in, registration and similar routes are limited), so 1 000 connections from one address
 * are served, not refused. The load generator (autocannon) runs in a process of its own. Both servers
 * are measured alternately, several rounds, and the median of each is compared, so that other load on
 * a shared machine falls on both.
 *
 *   npx tsx bench/api-throughput.ts
 *   BENCH_SECONDS=4 BENCH_ROUNDS=2 BENCH_ENGINES=pglite,postgres BENCH_CONNECTIONS=10,1000 (defaults)
 */
import { writeFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed.ts';
import { createLogDestination } from '../apps/api/src/shared/log-destination.ts';
import { loadUrl } from './lib/load.ts';
import { machine, median } from './lib/machine.ts';
import { createBenchDatabase, postgresReachable } from './lib/pg-database.ts';
import { BENCH_PRODUCTION_EXTRAS } from './lib/production-env.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,1000').split(',').map(Number);
const OURS_PORT = Number(process.env.BENCH_PORT ?? 3302);
const BARE_PORT = OURS_PORT + 1;
const UNCACHED_PORT = OURS_PORT + 2;
/** the ratio to a bare Fastify server the public reads must reach */
export const RATIO_GOAL = 0.7;

interface Case {
  name: string;
  path: string;
  encoding?: 'br';
  /** whether the ratio goal applies (the health call is reported, not a goal) */
  goal: boolean;
  /** measured at 10 connections only */
  lightOnly?: boolean;
  /** against the instance with the cache off, a distinct query string per request */
  uncached?: boolean;
}

/**
 * One load run, with the CPU time this process (both servers live in it, the load generator does not)
 * spent per answered request: a second view of the cost that other load on a shared machine disturbs less.
 */
type Measured = Awaited<ReturnType<typeof loadUrl>> & { cpuMicrosPerRequest: number };

async function measured(url: string, options: Parameters<typeof loadUrl>[1]): Promise<Measured> {
  const before = process.cpuUsage();
  const result = await loadUrl(url, options);
  const cpu = process.cpuUsage(before);
  return { ...result, cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests) };
}

async function measureEngine(engine: string) {
  const pgDatabase = engine === 'postgres' ? await createBenchDatabase('bench_api') : null;
  const database = await openDatabase(pgDatabase ? { url: pgDatabase.url } : { dataDir: 'memory://' });
  let app: FastifyInstance | null = null;
  let bare: FastifyInstance | null = null;
  let uncachedApp: FastifyInstance | null = null;
  try {
    await database.migrate();
    await seedDemoData(database.db, new Date());
    const production = (env: Record<string, string> = {}) =>
      buildApp({
        config: loadConfig({
          LOG_LEVEL: 'info',
          NODE_ENV: 'production',
          WEB_DIST_DIR: '/nonexistent',
          JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
          SMTP_URL: 'smtp://127.0.0.1:2525',
          ...BENCH_PRODUCTION_EXTRAS,
          ...env,
        }),
        db: database.db,
        // as the server logs to stdout in production (batched, shared/log-destination.ts)
        logStream: createLogDestination('/dev/null'),
      });
    app = await production();
    await app.listen({ port: OURS_PORT, host: '127.0.0.1', backlog: 2048 });
    const ours = `http://127.0.0.1:${OURS_PORT}`;
    uncachedApp = await production({ PUBLIC_CACHE_SECONDS: '0' });
    await uncachedApp.listen({ port: UNCACHED_PORT, host: '127.0.0.1', backlog: 2048 });
    const uncached = `http://127.0.0.1:${UNCACHED_PORT}`;
    const serverOf = (item: Case) => (item.uncached ? uncached : ours);
    /** one of the distinct URLs, for the bare server's bytes */
    const sample = (path: string) => path.replace('[<id>]', 'sample');
    const listing = (await (await fetch(`${ours}/api/public/`)).json()) as { activities: { id: string }[] };
    const detail = `/api/public/activities/${listing.activities[0]!.id}`;
    const cases: Case[] = [
      { name: 'public data', path: '/api/public/', goal: true },
      { name: 'activity list', path: '/api/public/activities?limit=24', goal: true },
      { name: 'activity search', path: '/api/public/activities?search=joga&limit=24', goal: true },
      { name: 'activity detail', path: detail, goal: true },
      { name: 'public data, br', path: '/api/public/', encoding: 'br', goal: true, lightOnly: true },
      {
        name: 'activity list, uncached',
        path: '/api/public/activities?limit=24&r=[<id>]',
        goal: false,
        lightOnly: true,
        uncached: true,
      },
      {
        name: 'activity search, uncached',
        path: '/api/public/activities?search=joga&limit=24&r=[<id>]',
        goal: false,
        lightOnly: true,
        uncached: true,
      },
      { name: 'health', path: '/api/health', goal: false, lightOnly: true },
    ];

    // the bare server: the same bytes, the same content type and encoding, from memory
    bare = Fastify({ logger: false });
    for (const [index, item] of cases.entries()) {
      const headers: Record<string, string> = item.encoding ? { 'accept-encoding': item.encoding } : {};
      const url = serverOf(item) + sample(item.path);
      const response = await fetch(url, { headers });
      // fetch decodes; ask again without decoding to get the bytes as sent
      const raw = item.encoding ? await rawBytes(url, headers) : Buffer.from(await response.arrayBuffer());
      const type = response.headers.get('content-type') ?? 'application/json';
      bare.get(`/case/${index}`, async (_request, reply) => {
        reply.type(type);
        if (item.encoding) reply.header('content-encoding', item.encoding);
        return reply.send(raw);
      });
    }
    await bare.listen({ port: BARE_PORT, host: '127.0.0.1', backlog: 2048 });
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;

    const rows = [];
    for (const connections of CONNECTIONS) {
      for (const [index, item] of cases.entries()) {
        if (item.lightOnly && connections > 10) continue;
        const headers = item.encoding ? { 'accept-encoding': item.encoding } : undefined;
        const options = {
          connections,
          seconds: SECONDS,
          ...(headers ? { headers } : {}),
          ...(item.uncached ? { distinct: true } : {}),
        };
        const target = serverOf(item) + item.path;
        const oursRounds: Measured[] = [];
        const bareRounds: Measured[] = [];
        // warm both (JIT, cache fill) before measuring
        await loadUrl(target, { ...options, seconds: 1 });
        await loadUrl(`${bareUrl}/case/${index}`, { ...options, seconds: 1, distinct: false });
        for (let round = 0; round < ROUNDS; round++) {
          oursRounds.push(await measured(target, options));
          bareRounds.push(await measured(`${bareUrl}/case/${index}`, { ...options, distinct: false }));
        }
        const oursPerSecond = median(oursRounds.map((r) => r.requestsPerSecond));
        const barePerSecond = median(bareRounds.map((r) => r.requestsPerSecond));
        const failures = (list: typeof oursRounds) =>
          list.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
        const row = {
          engine,
          name: item.name,
          path: item.path.startsWith('/api/public/activities/') ? '/api/public/activities/:id' : item.path,
          cache: item.uncached ? 'off' : 'on',
          encoding: item.encoding ?? 'identity',
          connections,
          goal: item.goal,
          oursPerSecond: Math.round(oursPerSecond),
          bareFastifyPerSecond: Math.round(barePerSecond),
          ratio: Math.round((oursPerSecond / barePerSecond) * 1000) / 1000,
          oursCpuMicrosPerRequest: Math.round(median(oursRounds.map((r) => r.cpuMicrosPerRequest))),
          bareCpuMicrosPerRequest: Math.round(median(bareRounds.map((r) => r.cpuMicrosPerRequest))),
          oursP99Ms: median(oursRounds.map((r) => r.latencyP99Ms)),
          bareP99Ms: median(bareRounds.map((r) => r.latencyP99Ms)),
          oursFailures: failures(oursRounds),
          bareFailures: failures(bareRounds),
          oursRounds: oursRounds.map((r) => Math.round(r.requestsPerSecond)),
          bareRounds: bareRounds.map((r) => Math.round(r.requestsPerSecond)),
        };
        console.log(
          `${engine} c=${connections} ${item.name}: ours ${row.oursPerSecond}/s, bare ${row.bareFastifyPerSecond}/s, ratio ${row.ratio}, failures ${row.oursFailures}/${row.bareFailures}`,
        );
        rows.push(row);
      }
    }
    return rows;
  } finally {
    await app?.close();
    await uncachedApp?.close();
    await bare?.close();
    await database.close();
    await pgDatabase?.drop();
  }
}

async function rawBytes(url: string, headers: Record<string, string>): Promise<Buffer> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const rows = [];
const skipped: string[] = [];
for (const engine of ENGINES) {
  if (engine === 'postgres' && !(await postgresReachable())) {
    skipped.push('postgres (no server at BENCH_DATABASE_URL)');
    continue;
  }
  rows.push(...(await measureEngine(engine)));
}
console.table(rows.map(({ oursRounds: _o, bareRounds: _b, ...row }) => row));
const result = {
  measuredAt: new Date().toISOString(),
  command: 'npx tsx bench/api-throughput.ts',
  machine: machine(),
  seconds: SECONDS,
  rounds: ROUNDS,
  ratioGoal: RATIO_GOAL,
  setup:
    'measured server: NODE_ENV=production, LOG_LEVEL=info to /dev/null, helmet, public cache on (inside Fastify); uncached rows: a second instance with PUBLIC_CACHE_SECONDS=0 and a distinct query string per request; public reads have no rate limit (as in production); autocannon in its own process; both servers alternately, median of the rounds',
  skipped,
  rows,
};
writeFileSync(
  new URL('./results/api-throughput.json', import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);
