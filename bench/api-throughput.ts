/**
 * API throughput as a ratio to a bare Fastify server in the same run: the bare server answers the same
 * JSON body from memory, so the ratio shows what our stack (validation, serialisation, database, hooks)
 * costs. Runs on the embedded PGlite, which is one connection on the main thread — PostgreSQL scales further.
 *
 *   npx tsx bench/api-throughput.ts
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PATHS = ['/api/health', '/api/public/', '/api/public/activities?search=joga&limit=24'];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedDemoData(database.db, new Date());
const app = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    WEB_DIST_DIR: '/nonexistent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  }),
  db: database.db,
});
const appUrl = await listen(app);

const bodies = new Map<string, string>();
for (const path of PATHS) bodies.set(path, await (await fetch(appUrl + path)).text());
const bare = Fastify({ logger: false });
for (const path of PATHS) {
  bare.get(path.split('?')[0]!, async (_request, reply) =>
    reply.type('application/json').send(bodies.get(path)),
  );
}
const bareUrl = await listen(bare);

const rows = [];
for (const path of PATHS) {
  const ours = await requestsPerSecond(appUrl + path);
  const baseline = await requestsPerSecond(bareUrl + path);
  rows.push({
    path,
    oursPerSecond: Math.round(ours),
    bareFastifyPerSecond: Math.round(baseline),
    ratio: ours / baseline,
  });
}
await app.close();
await bare.close();
await database.close();

console.table(rows);
const result = {
  engine: 'pglite',
  measuredAt: new Date().toISOString(),
  connections: CONNECTIONS,
  seconds: DURATION_SECONDS,
  rows,
};
writeFileSync(
  new URL('./results/api-throughput.json', import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);
