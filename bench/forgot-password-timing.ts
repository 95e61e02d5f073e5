/**
 * Forgot-password must take as long for an unknown address as for a registered one, or the time of
 * the answer tells which addresses have an account. Sends BENCH_REQUESTS requests for registered
 * addresses (each its own account, so every one of them really issues and queues a link: an account
 * gets at most three an hour) and as many for unknown addresses, alternating, one at a time through
 * app.inject, and prints the median and p95 of each and the ratio of the medians (goal: close to 1).
 * The mail queued by one request is delivered before the next starts, outside the measured time.
 *
 *   npx tsx bench/forgot-password-timing.ts     (BENCH_REQUESTS, default 300; BENCH_ENGINE pglite|postgres)
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { accounts } from '../apps/api/src/db/schema.ts';
import { seedReferenceData } from '../apps/api/src/db/seed.ts';
import { loadAverage, machine, median, percentile } from './lib/machine.ts';
import { createBenchDatabase } from './lib/pg-database.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'pglite';

const pgDatabase = engine === 'postgres' ? await createBenchDatabase('champions_bench_forgot') : null;
const database = await openDatabase(pgDatabase ? { url: pgDatabase.url } : { dataDir: 'memory://' });
await database.migrate();
await seedReferenceData(database.db);
const registered = (i: number) => `registrovany-${i}@example.cz`;
await database.db.insert(accounts).values(
  Array.from({ length: REQUESTS + WARM_UP }, (_, i) => ({
    role: 'user' as const,
    email: registered(i),
    name: `Registrovaný ${i}`,
    emailVerifiedAt: new Date(),
  })),
);

const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    AUTH_RATE_LIMIT: String(4 * (REQUESTS + WARM_UP)),
  }),
  db: database.db,
});
await app.ready();

async function timed(email: string): Promise<number> {
  const start = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
  const elapsed = performance.now() - start;
  if (response.statusCode !== 202) throw new Error(`${email}: ${response.statusCode} ${response.body}`);
  // the queued e-mail is delivered after the answer; let it finish before the next request
  await app.ctx.mailer.settled();
  return elapsed;
}

const times = { registered: [] as number[], unknown: [] as number[] };
for (let i = 0; i < REQUESTS + WARM_UP; i++) {
  // alternate which goes first, so that a drift of the machine's load falls on both alike
  const order = i % 2 === 0 ? (['registered', 'unknown'] as const) : (['unknown', 'registered'] as const);
  for (const kind of order) {
    const elapsed = await timed(kind === 'registered' ? registered(i) : `nikdo-${i}@example.cz`);
    if (i >= WARM_UP) times[kind].push(elapsed);
  }
}

const summary = (values: number[]) => ({
  medianMs: +median(values).toFixed(3),
  p95Ms: +percentile(values, 95).toFixed(3),
});
const result = {
  engine,
  requestsEach: REQUESTS,
  registered: summary(times.registered),
  unknown: summary(times.unknown),
  medianRatio: +(median(times.registered) / median(times.unknown)).toFixed(3),
  goal: 'median ratio (registered / unknown) close to 1',
  machine: machine(),
  loadAverage: loadAverage(),
  date: new Date().toISOString(),
};
console.log(JSON.stringify(result, null, 2));
writeFileSync(
  new URL(`./results/forgot-password-timing-${engine}.json`, import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);
await app.close();
await database.close();
await pgDatabase?.drop();
