import type { ActivityListQuery, ActivityListResponse } from '@champions/contract';
import { DAY_MS } from '@champions/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pragueDayStart } from '../../shared/prague-time.ts';
import { countActivities, selectActivitySummaries } from './activity-summaries.ts';

/** word_similarity above which a search word counts as a (typo-tolerant) match */
const SIMILARITY = 0.45;
const HOURS: Record<NonNullable<ActivityListQuery['timeOfDay']>, [number, number]> = {
  morning: [0, 12],
  afternoon: [12, 17],
  evening: [17, 24],
};

/** Everything a search word is compared with: activity, category, venue, city and area, lower case and unaccented. */
const searchDocument = sql`lower(f_unaccent(a.name || ' ' || coalesce(c.name, '') || ' ' || v.name || ' ' || v.city || ' ' || ar.name))`;

function searchTerms(search: string | undefined): string[] {
  return (search ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .map((word) => word.replace(/[%_\\]/g, ''))
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

function slotCondition(query: ActivityListQuery, now: Date): SQL | null {
  if (!query.date && !query.timeOfDay) return null;
  const from = query.date ? new Date(Math.max(pragueDayStart(query.date).getTime(), now.getTime())) : now;
  const to = query.date ? new Date(pragueDayStart(query.date).getTime() + DAY_MS) : null;
  const hours = query.timeOfDay ? HOURS[query.timeOfDay] : null;
  return sql`exists (select 1 from time_slots s where s.activity_id = a.id and not s.cancelled
    and s.reserved < s.capacity and s.starts_at >= ${from.toISOString()}::timestamptz
    ${to ? sql`and s.starts_at < ${to.toISOString()}::timestamptz` : sql``}
    ${
      hours
        ? sql`and extract(hour from s.starts_at at time zone 'Europe/Prague') >= ${hours[0]}
              and extract(hour from s.starts_at at time zone 'Europe/Prague') < ${hours[1]}`
        : sql``
    })`;
}

/** The activity list of /activities: search, filters, sorting and pages. */
export async function listActivities(
  db: Database,
  query: ActivityListQuery,
  now: Date,
): Promise<ActivityListResponse> {
  const conditions: SQL[] = [];
  const terms = searchTerms(query.search);
  for (const term of terms) {
    const word = sql`f_unaccent(${term})`;
    conditions.push(
      sql`(${searchDocument} like '%' || ${word} || '%' or word_similarity(${word}, ${searchDocument}) >= ${SIMILARITY})`,
    );
  }
  if (query.area) conditions.push(sql`ar.slug = ${query.area}`);
  if (query.category?.length) {
    conditions.push(
      sql`c.slug in (${sql.join(
        query.category.map((slug) => sql`${slug}`),
        sql`, `,
      )})`,
    );
  }
  for (const slug of query.equipment ?? []) {
    conditions.push(sql`exists (select 1 from venue_equipment ve join equipment_categories e on e.id = ve.equipment_category_id
      where ve.venue_id = v.id and e.slug = ${slug})`);
  }
  if (query.priceMax !== undefined) {
    conditions.push(
      sql`exists (select 1 from activity_options o where o.activity_id = a.id and not o.archived and o.price <= ${query.priceMax})`,
    );
  }
  const slots = slotCondition(query, now);
  if (slots) conditions.push(slots);

  const where = conditions.length ? sql.join(conditions, sql` and `) : undefined;
  const origin =
    query.lat !== undefined && query.lng !== undefined
      ? sql`ll_to_earth(${query.lat}::float8, ${query.lng}::float8)`
      : null;
  const extra: SQL[] = [];
  if (origin) extra.push(sql`earth_distance(${origin}, ll_to_earth(v.lat, v.lng)) as distance`);
  if (terms.length) {
    extra.push(
      sql`(${sql.join(
        terms.map((term) => sql`word_similarity(f_unaccent(${term}), ${searchDocument})`),
        sql` + `,
      )}) as relevance`,
    );
  }
  const sort = query.sort ?? (terms.length ? 'relevance' : origin ? 'distance' : 'time');
  const orderBy = {
    relevance: terms.length
      ? sql`relevance desc, next_slot_at asc nulls last, a.name`
      : sql`next_slot_at asc nulls last, a.name`,
    distance: origin ? sql`distance, a.name` : sql`a.name`,
    time: sql`next_slot_at asc nulls last, a.name`,
    price: sql`price_from asc nulls last, a.name`,
  }[sort];

  const offset = (query.page - 1) * query.limit;
  const [activities, total] = await Promise.all([
    selectActivitySummaries(db, {
      now,
      ...(extra.length ? { extraColumns: sql.join(extra, sql`, `) } : {}),
      ...(where ? { where } : {}),
      orderBy,
      limit: query.limit,
      offset,
    }),
    countActivities(db, where),
  ]);
  return {
    activities,
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
