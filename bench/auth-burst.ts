/**
 * A burst of wrong sign-ins must not starve the server (scrypt shares libuv's threads with
 * file reads and DNS). Sends 200 wrong logins at
 * once and, while they run, measures the p95 latency of the health call and of a static file; compares
 * them with their p95 at rest. Goal: within 3x of rest. Logins beyond the hashing queue get 503 with
 * Retry-After, which is counted, not an error.
 *
 *   npx tsx bench/auth-burst.ts
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed.ts';
import { BENCH_PRODUCTION_EXTRAS } from './lib/production-env.ts';

const BURST = Number(process.env.BENCH_BURST ?? 200);
const SAMPLES = 40;

const webDir = mkdtempSync(join(tmpdir(), 'champions-bench-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Champions</title>');
writeFileSync(join(webDir, 'assets', 'app-1234.js'), `console.log(${JSON.stringify('x'.repeat(40_000))});`);

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedDemoData(database.db, new Date());
const app = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    WEB_DIST_DIR: webDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    ...BENCH_PRODUCTION_EXTRAS,
    AUTH_RATE_LIMIT: String(BURST * 2),
    ...(process.env.HASH_CONCURRENCY ? { HASH_CONCURRENCY: process.env.HASH_CONCURRENCY } : {}),
  }),
  db: database.db,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function timed(path: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(base + path);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return performance.now() - start;
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
};

async function sample(path: string, until?: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until?.finally(() => {
    done = true;
  });
  for (let i = 0; i < SAMPLES && !done; i++) {
    times.push(await timed(path));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times;
}

const PATHS = { health: '/api/health', staticFile: '/assets/app-1234.js' } as const;
for (const path of Object.values(PATHS)) await timed(path); // warm up

const rest = { health: p95(await sample(PATHS.health)), staticFile: p95(await sample(PATHS.staticFile)) };

const statuses = new Map<number, number>();
const burst = Promise.all(
  Array.from({ length: BURST }, (_, i) =>
    fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `nikdo${i}@example.cz`, password: 'spatne heslo' }),
    }).then((response) => statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)),
  ),
);
const [healthDuring, staticDuring] = await Promise.all([
  sample(PATHS.health, burst),
  sample(PATHS.staticFile, burst),
]);
await burst;
const during = { health: p95(healthDuring), staticFile: p95(staticDuring) };

const result = {
  burst: BURST,
  answers: Object.fromEntries(statuses),
  p95RestMs: { health: +rest.health.toFixed(1), staticFile: +rest.staticFile.toFixed(1) },
  p95DuringMs: { health: +during.health.toFixed(1), staticFile: +during.staticFile.toFixed(1) },
  ratio: {
    health: +(during.health / rest.health).toFixed(2),
    staticFile: +(during.staticFile / rest.staticFile).toFixed(2),
  },
  goal: 'ratio within 3',
};
console.log(JSON.stringify(result, null, 2));
writeFileSync(new URL('./results/auth-burst.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
await app.close();
await database.close();
