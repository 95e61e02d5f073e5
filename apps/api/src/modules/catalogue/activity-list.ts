import type { ActivityListQuery, ActivityListResponse } from '@champions/contract';
import { DAY_MS } from '@champions/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellablePlacesSql } from '../../db/sellable.ts';
import { pragueDayStart } from '../../shared/prague-time.ts';
import { countActivities, selectActivitySummaries } from './activity-summaries.ts';

/** word_similarity above which a search word counts as a (typo-tolerant) match */
const SIMILARITY = 0.45;
/** Shorter words match only as they are: "box" is no typo of "bouldering". */
const FUZZY_MIN_LENGTH = 4;
const HOURS: Record<NonNullable<ActivityListQuery['timeOfDay']>, [number, number]> = {
  morning: [0, 12],
  afternoon: [12, 17],
  evening: [17, 24],
};

/** Everything a search word is compared with: activity, category, venue, city and area, lower case and unaccented. */
const searchDocument = sql`lower(f_unaccent(a.name || ' ' || coalesce(c.name, '') || ' ' || v.name || ' ' || v.city || ' ' || ar.name))`;
const descriptionText = sql`lower(f_unaccent(coalesce(a.description, '')))`;

/**
 * How much a match in each field counts: what was asked for (the activity's name and category) ranks
 * above where it is (venue, city) and the description, so "jóga" lists yoga classes before a pilates
 * class of a venue called "Jóga Vinohrady".
 */
const RANKED_FIELDS: readonly { weight: number; text: SQL }[] = [
  { weight: 8, text: sql`lower(f_unaccent(a.name))` },
  { weight: 6, text: sql`lower(f_unaccent(coalesce(c.name, '')))` },
  { weight: 2, text: sql`lower(f_unaccent(v.name))` },
  { weight: 2, text: sql`lower(f_unaccent(v.city || ' ' || ar.name))` },
  { weight: 1, text: descriptionText },
];

/** 1 for a word inside the field, its word similarity for a near miss (a typo), else 0. */
function fieldScore(term: string, field: SQL): SQL {
  const word = sql`f_unaccent(${term})`;
  const fuzzy =
    term.length >= FUZZY_MIN_LENGTH
      ? sql`when word_similarity(${word}, ${field}) >= ${SIMILARITY} then word_similarity(${word}, ${field})`
      : sql``;
  return sql`(case when ${field} like '%' || ${word} || '%' then 1 ${fuzzy} else 0 end)`;
}

/** The relevance of a row: for each search word, the weighted scores of every field. */
function relevance(terms: readonly string[]): SQL {
  return sql.join(
    terms.flatMap((term) =>
      RANKED_FIELDS.map(({ weight, text }) => sql`${weight} * ${fieldScore(term, text)}`),
    ),
    sql` + `,
  );
}

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
    and s.reserved < ${sellablePlacesSql('s', 'a')} and s.starts_at >= ${from.toISOString()}::timestamptz
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
    const fuzzy =
      term.length >= FUZZY_MIN_LENGTH
        ? sql`or word_similarity(${word}, ${searchDocument}) >= ${SIMILARITY}`
        : sql``;
    conditions.push(
      sql`(${searchDocument} like '%' || ${word} || '%' ${fuzzy} or ${descriptionText} like '%' || ${word} || '%')`,
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
    extra.push(sql`(${relevance(terms)}) as relevance`);
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
