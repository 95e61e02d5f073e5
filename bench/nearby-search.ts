/**
 * Nearby search at scale (DESIGN.md, Quality bars): the query of GET /api/public/search (activities within
 * 10 km of a point near a big city, nearest first, 50 of them) at 1 000 000 activities on 200 000
 * venues spread over Czechia, on PostgreSQL, in a database the bench creates and drops. Reports the
 * p95 and median of 200 searches (goal: p95 at most 10 ms) and saves the EXPLAIN (ANALYZE) plan
 * beside the result. The seeding is set-based SQL (generate_series), not row by row.
 *
 *   npx tsx bench/nearby-search.ts      (BENCH_ACTIVITIES=1000000, BENCH_DATABASE_URL=postgres://…)
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedReferenceData } from '../apps/api/src/db/seed.ts';
import { searchNearby } from '../apps/api/src/modules/catalogue/index.ts';
import { CITIES, explainCall, fillCatalogue } from './lib/catalogue-fill.ts';
import { loadAverage, machine, median, percentile } from './lib/machine.ts';
import { createBenchDatabase } from './lib/pg-database.ts';

const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 1_000_000);
const QUERIES = 200;
export const P95_GOAL_MS = 10;

const query = (i: number) => {
  const [lat, lng] = CITIES[i % CITIES.length]!;
  return { lat: lat + ((i * 7) % 11) * 0.004, lng: lng + ((i * 3) % 7) * 0.004, radiusKm: 10, limit: 50 };
};

const database = await createBenchDatabase('bench_nearby');
const handle = await openDatabase({ url: database.url, poolSize: 2 });
try {
  await handle.migrate();
  await seedReferenceData(handle.db);
  const seedStart = performance.now();
  await fillCatalogue(handle.db, ACTIVITIES);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const now = new Date();
  for (let i = 0; i < 20; i++) await searchNearby(handle.db, query(i), now); // warm the cache and plans
  const loadBefore = loadAverage();
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < QUERIES; i++) {
    const start = performance.now();
    found += (await searchNearby(handle.db, query(i), now)).length;
    times.push(performance.now() - start);
  }
  const loadAfter = loadAverage();
  const [plan] = await explainCall(handle.db, (db) => searchNearby(db, query(0), now));
  const [count] = (await handle.db.execute(sql`select count(*)::int as n from activities`)).rows as {
    n: number;
  }[];
  const result = {
    engine: 'postgres',
    measuredAt: new Date().toISOString(),
    command: 'npx tsx bench/nearby-search.ts',
    machine: machine(),
    loadAverage1m: { beforeSearches: loadBefore, afterSearches: loadAfter },
    activities: count!.n,
    venues: Math.ceil(ACTIVITIES / 5),
    seedSeconds: Math.round(seedSeconds),
    queries: QUERIES,
    averageResults: found / QUERIES,
    p95Ms: percentile(times, 95),
    medianMs: median(times),
    p95GoalMs: P95_GOAL_MS,
    plan: 'nearby-search-postgres.plan.txt',
  };
  console.log(result);
  writeFileSync(new URL('./results/nearby-search-postgres.plan.txt', import.meta.url), `${plan}\n`);
  writeFileSync(
    new URL('./results/nearby-search-postgres.json', import.meta.url),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await handle.close();
  await database.drop();
}
