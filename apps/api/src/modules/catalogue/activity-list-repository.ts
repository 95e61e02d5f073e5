import type { ActivityListQuery, ActivityListResponse } from '@champions/contract';
import { DAY_MS } from '@champions/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vPartnerActive } from '../../db/partner-active.ts';
import { sellablePlacesSql } from '../../db/sellable.ts';
import { pragueDayStart } from '../../shared/prague-time.ts';
import {
  countActivities,
  selectActivitySummaries,
  selectMatchPage,
} from './activity-summaries-repository.ts';

/** word_similarity above which a search word counts as a (typo-tolerant) match */
const SIMILARITY = 0.45;
/** Shorter words match only as they are: "box" is no typo of "bouldering". */
const FUZZY_MIN_LENGTH = 4;
/**
 * A search ranks at most this many matches, the first the trigram indexes find: ranking reads every
 * field of every match, so a word as broad as a category ("jóga" in a big catalogue) must stop
 * somewhere. The page's total counts these matches only.
 */
export const MAX_SEARCH_MATCHES = 200;
const HOURS: Record<NonNullable<ActivityListQuery['timeOfDay']>, [number, number]> = {
  morning: [0, 12],
  afternoon: [12, 17],
  evening: [17, 24],
};

/**
 * Everything a search word is compared with: activity, category, venue, city and area, lower case and
 * unaccented; a stored column kept by triggers (migration 0011) with a trigram index, fields separated
 * by chr(31).
 */
const searchDocument = sql`a.search_text`;
const documentField = (position: number) =>
  sql`split_part(a.search_text, chr(31), ${sql.raw(String(position))})`;
/** the description, lower case and unaccented (stored beside the document, with its own trigram index) */
const descriptionText = sql`a.search_description`;

/**
 * How much a match in each field counts: what was asked for (the activity's name and category) ranks
 * above where it is (venue, city) and the description, so "jóga" lists yoga classes before a pilates
 * class of a venue called "Jóga Vinohrady".
 */
const RANKED_FIELDS: readonly { weight: number; text: SQL }[] = [
  { weight: 8, text: documentField(1) },
  { weight: 6, text: documentField(2) },
  { weight: 2, text: documentField(3) },
  { weight: 2, text: documentField(4) },
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
    // `%>` is word_similarity(word, document) >= pg_trgm.word_similarity_threshold, which the index answers
    const fuzzy = term.length >= FUZZY_MIN_LENGTH ? sql`or ${searchDocument} %> ${word}` : sql``;
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
  if (origin) extra.push(sql`earth_distance(${origin}, v.earth_point) as distance`);
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
  const page = {
    now,
    ...(extra.length ? { extraColumns: sql.join(extra, sql`, `) } : {}),
    orderBy,
    limit: query.limit,
    offset,
  };
  if (terms.length && where) {
    const { activities, total } = await db.transaction(async (tx) => {
      // the threshold of `%>`; and the matches always come through the trigram indexes: the planner
      // prices testing each row of a scan as cheap, but word_similarity per row is not (bench/text-search)
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY)}, true),
          set_config('enable_seqscan', 'off', true)`,
      );
      return selectMatchPage(tx, matchingIds(where), page);
    });
    return { activities, pagination: paginationOf(query, total) };
  }
  const [activities, total] = await Promise.all([
    selectActivitySummaries(db, { ...page, ...(where ? { where } : {}) }),
    countActivities(db, where),
  ]);
  return { activities, pagination: paginationOf(query, total) };
}

/** The first MAX_SEARCH_MATCHES published activities that meet `where`. */
function matchingIds(where: SQL): SQL {
  return sql`select a.id from activities a
    join venues v on v.id = a.venue_id
    join areas ar on ar.id = v.area_id
    left join activity_categories c on c.id = a.activity_category_id
    where a.published and v.published and ${vPartnerActive} and ${where}
    limit ${MAX_SEARCH_MATCHES}`;
}

function paginationOf(query: ActivityListQuery, total: number) {
  return { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}
