/**
 * Nearby search at scale: 100 000 activities at 20 000 venues spread over Czechia.
 * Reports median latency of GET /api/public/search's query with the GiST index, and two ratios measured
 * in the same run (never absolute timings in tests): index vs sequential scan, and 100 000 vs 1 000 activities.
 *
 *   npx tsx bench/nearby-search.ts                       (PGlite)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/nearby-search.ts
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { seedReferenceData } from '../apps/api/src/db/seed.ts';
import { searchNearby } from '../apps/api/src/modules/catalogue/index.ts';

const ACTIVITIES_PER_VENUE = 5;
const QUERIES = 40;
const CITIES = [
  [50.0755, 14.4378],
  [49.1951, 16.6068],
  [49.8209, 18.2625],
  [50.0343, 15.7812],
  [50.2104, 15.8252],
  [49.7384, 13.3736],
  [50.7663, 15.0543],
] as const;

async function fill(db: Database, venues: number) {
  await db.execute(sql`
    insert into venues (area_id, name, street, city, lat, lng)
    select (select id from areas order by sort_order limit 1), 'Bench ' || g, 'Ulice ' || g, 'Město',
           48.6 + random() * 2.4, 12.1 + random() * 6.8
    from generate_series(1, ${venues}) g`);
  await db.execute(sql`
    insert into activities (venue_id, name)
    select v.id, 'Aktivita ' || n from venues v cross join generate_series(1, ${ACTIVITIES_PER_VENUE}) n
    where v.name like 'Bench %'`);
  await db.execute(sql`analyze`);
}

async function medianMs(db: Database, now: Date): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const [lat, lng] = CITIES[i % CITIES.length]!;
    const start = performance.now();
    await searchNearby(db, { lat: lat + (i % 5) * 0.01, lng, radiusKm: 10, limit: 50 }, now);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function measure(activityCount: number, url: string | undefined) {
  const handle = await openDatabase(url ? { url } : { dataDir: 'memory://' });
  try {
    if (url)
      await handle.db.execute(
        sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`,
      );
    await handle.migrate();
    await seedReferenceData(handle.db);
    await fill(handle.db, activityCount / ACTIVITIES_PER_VENUE);
    const now = new Date();
    await medianMs(handle.db, now); // warm up
    const indexed = await medianMs(handle.db, now);
    await handle.db.execute(sql`set enable_indexscan = off`);
    await handle.db.execute(sql`set enable_bitmapscan = off`);
    const sequential = await medianMs(handle.db, now);
    return { activityCount, indexedMedianMs: indexed, sequentialMedianMs: sequential };
  } finally {
    await handle.close();
  }
}

const url = process.env.BENCH_DATABASE_URL;
const small = await measure(1_000, url);
const large = await measure(100_000, url);
const result = {
  engine: url ? 'postgres' : 'pglite',
  measuredAt: new Date().toISOString(),
  small,
  large,
  indexSpeedupAt100k: large.sequentialMedianMs / large.indexedMedianMs,
  growthFrom1kTo100k: large.indexedMedianMs / small.indexedMedianMs,
};
console.table([small, large]);
console.log(
  `index speed-up at 100 000: ${result.indexSpeedupAt100k.toFixed(1)}×; ` +
    `latency growth 1 000 → 100 000 activities: ${result.growthFrom1kTo100k.toFixed(2)}×`,
);
writeFileSync(
  new URL(`./results/nearby-search-${result.engine}.json`, import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);
