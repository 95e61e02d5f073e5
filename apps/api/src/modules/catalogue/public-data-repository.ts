import type { NearbySearchQuery } from '@champions/contract';
import { type Config, DAY_MS } from '@champions/domain';
import { asc, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { vPartnerActive } from '../../db/partner-active.ts';
import { activityCategories, areas, equipmentCategories, venueCategories } from '../../db/schema.ts';
import { pragueDayStart } from '../../shared/prague-time.ts';
import { configOn, withAreaPricesOn } from '../prices/index.ts';
import { selectActivitySummaries } from './activity-summaries-repository.ts';

/** The areas, each with its price in force on a Prague day (scheduled price changes). */
export async function loadAreas(db: Executor, day: string) {
  const rows = await db
    .select({
      id: areas.id,
      slug: areas.slug,
      name: areas.name,
      price: areas.price,
      lat: areas.lat,
      lng: areas.lng,
    })
    .from(areas)
    .orderBy(asc(areas.sortOrder));
  return withAreaPricesOn(db, rows, day);
}

/** The areas in haléře, as everything inside keeps amounts. */
export type AreaRow = Awaited<ReturnType<typeof loadAreas>>[number];

/** The config prices in haléře in force on a Prague day (app_config and the scheduled changes). */
export async function loadConfig(db: Executor, day: string): Promise<Config> {
  return configOn(db, day);
}

/** Activities nearest to a point (earthdistance with the venues' GiST index), optionally with a slot in a date range. */
export async function searchNearby(db: Database, query: NearbySearchQuery, now: Date) {
  const origin = sql`ll_to_earth(${query.lat}::float8, ${query.lng}::float8)`;
  const venuePoint = sql`v.earth_point`; // ll_to_earth(lat, lng), stored
  const radius = query.radiusKm * 1000;
  // earth_box is a bounding cube that the GiST index answers; the distance check trims its corners.
  const venueConditions = [
    sql`v.published`,
    vPartnerActive,
    sql`earth_box(${origin}, ${radius}::float8) @> ${venuePoint}`,
    sql`earth_distance(${origin}, ${venuePoint}) <= ${radius}::float8`,
  ];
  const activityConditions = [sql`a.venue_id = v.id`, sql`a.published`];
  if (query.startDate || query.endDate) {
    const from = query.startDate ? pragueDayStart(query.startDate) : now;
    const to = query.endDate ? new Date(pragueDayStart(query.endDate).getTime() + DAY_MS) : null;
    activityConditions.push(sql`exists (select 1 from time_slots s where s.activity_id = a.id and not s.cancelled
      and s.starts_at >= ${from.toISOString()}::timestamptz
      ${to ? sql`and s.starts_at < ${to.toISOString()}::timestamptz` : sql``})`);
  }
  const distance = sql`earth_distance(${origin}, ${venuePoint})`;
  // The nearest ids first: the venues in the circle nearest first (cube's <-> is the straight-line
  // distance, in the same order as earth_distance), then each venue's activities by name, stopping
  // at the limit: at 1 000 000 activities the 50 nearest need the activities of about ten venues, not
  // of the 450 in the circle (bench/nearby-search.ts). `offset 0` keeps the venues' order from being planned away.
  const nearest = sql`select a.id from (
      select v.id, ${venuePoint} <-> ${origin} as d from venues v
      where ${sql.join(venueConditions, sql` and `)}
      order by ${venuePoint} <-> ${origin} offset 0
    ) v
    cross join lateral (select a.id, a.name from activities a where ${sql.join(activityConditions, sql` and `)}) a
    order by v.d, a.name limit ${query.limit}`;
  return selectActivitySummaries(db, {
    now,
    matches: nearest,
    extraColumns: sql`${distance} as distance`,
    orderBy: sql`distance, a.name`,
  });
}

const CATEGORY_TABLES = {
  venue: venueCategories,
  activity: activityCategories,
  equipment: equipmentCategories,
} as const;

/** The categories of one kind, in their order. */
export function selectCategories(db: Database, kind: keyof typeof CATEGORY_TABLES) {
  const table = CATEGORY_TABLES[kind];
  return db
    .select({ id: table.id, slug: table.slug, name: table.name })
    .from(table)
    .orderBy(asc(table.sortOrder));
}
