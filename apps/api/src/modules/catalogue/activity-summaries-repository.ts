import type { ActivitySummary } from '@champions/contract';
import { averageRating } from '@champions/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vPartnerActive } from '../../db/partner-active.ts';
import { sellablePlacesSql } from '../../db/sellable.ts';

type SummaryRow = {
  id: string;
  name: string;
  photo: string | null;
  category_id: string | null;
  category_slug: string | null;
  category_name: string | null;
  venue_id: string;
  venue_name: string;
  street: string;
  city: string;
  lat: number;
  lng: number;
  area_id: string;
  area_slug: string;
  area_name: string;
  price_from: number | null;
  next_slot_at: Date | string | null;
  review_count: number;
  review_sum: number;
  trainer_name: string | null;
  distance?: number | null;
  match_count?: number;
};

const toIso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toSummary(row: SummaryRow): ActivitySummary {
  const reviewCount = Number(row.review_count);
  const average = averageRating(Number(row.review_sum), reviewCount);
  return {
    id: row.id,
    name: row.name,
    photo: row.photo,
    category:
      row.category_id && row.category_slug && row.category_name
        ? { id: row.category_id, slug: row.category_slug, name: row.category_name }
        : null,
    venue: {
      id: row.venue_id,
      name: row.venue_name,
      street: row.street,
      city: row.city,
      lat: Number(row.lat),
      lng: Number(row.lng),
      areaId: row.area_id,
    },
    area: { id: row.area_id, slug: row.area_slug, name: row.area_name },
    priceFrom: row.price_from === null ? null : Number(row.price_from),
    nextSlotAt: toIso(row.next_slot_at),
    ...(row.distance === undefined || row.distance === null
      ? {}
      : { distance: Math.round(Number(row.distance)) }),
    ...(average === null ? {} : { rating: { average, count: reviewCount } }),
    ...(row.trainer_name ? { trainerName: row.trainer_name } : {}),
  };
}

export interface SummaryQuery {
  now: Date;
  /** extra select columns, e.g. distance */
  extraColumns?: SQL;
  where?: SQL;
  orderBy?: SQL;
  limit?: number;
  offset?: number;
  /**
   * Only the activities whose ids this query selects, run once before the rest is joined: a search
   * finds and orders the few ids it needs by the activity and venue rows alone, and the category,
   * area, price and next slot are read for those only.
   */
  matches?: SQL;
}

/**
 * Published activities with their venue, area, category, cheapest price, next free time slot, reviews'
 * average and trainer's name.
 */
export async function selectActivitySummaries(db: Executor, query: SummaryQuery): Promise<ActivitySummary[]> {
  return (await selectSummaryRows(db, query)).map(toSummary);
}

/** A page of the activities whose ids `matches` selects, and how many it selected. */
export async function selectMatchPage(
  db: Executor,
  matches: SQL,
  query: SummaryQuery,
): Promise<{ activities: ActivitySummary[]; total: number }> {
  const rows = await selectSummaryRows(db, { ...query, matches }, true);
  const first = rows[0];
  if (first) return { activities: rows.map(toSummary), total: Number(first.match_count) };
  if (!query.offset) return { activities: [], total: 0 };
  const result = await db.execute(sql`select count(*)::int as count from (${matches}) m`);
  return { activities: [], total: Number((result.rows[0] as { count: number }).count) };
}

async function selectSummaryRows(
  db: Executor,
  query: SummaryQuery,
  withTotal = false,
): Promise<SummaryRow[]> {
  const result = await db.execute(sql`
    ${query.matches ? sql`with matches as materialized (${query.matches})` : sql``}
    select a.id, a.name, coalesce(a.photos->>0, v.photos->>0) as photo,
           c.id as category_id, c.slug as category_slug, c.name as category_name,
           v.id as venue_id, v.name as venue_name, v.street, v.city, v.lat, v.lng,
           ar.id as area_id, ar.slug as area_slug, ar.name as area_name,
           (select min(o.price) from activity_options o where o.activity_id = a.id and not o.archived) as price_from,
           (select s.starts_at from time_slots s
             where s.activity_id = a.id and s.starts_at > ${query.now.toISOString()}::timestamptz
               and not s.cancelled and s.reserved < ${sellablePlacesSql('s', 'a')}
             order by s.starts_at limit 1) as next_slot_at,
           (select count(*) from reviews r where r.activity_id = a.id)::int as review_count,
           (select coalesce(sum(r.rating), 0) from reviews r where r.activity_id = a.id)::int as review_sum,
           (select nullif(t.name, '') from accounts t
             where t.id = a.trainer_id and t.deleted_at is null) as trainer_name
           ${query.extraColumns ? sql`, ${query.extraColumns}` : sql``}
           ${query.matches && withTotal ? sql`, (select count(*) from matches)::int as match_count` : sql``}
    from ${query.matches ? sql`matches m join activities a on a.id = m.id` : sql`activities a`}
    join venues v on v.id = a.venue_id
    join areas ar on ar.id = v.area_id
    left join activity_categories c on c.id = a.activity_category_id
    where a.published and v.published and ${vPartnerActive} ${query.where ? sql`and ${query.where}` : sql``}
    order by ${query.orderBy ?? sql`ar.sort_order, v.name, a.name`}
    ${query.limit ? sql`limit ${query.limit}` : sql``}
    ${query.offset ? sql`offset ${query.offset}` : sql``}`);
  return result.rows as SummaryRow[];
}

/** How many published activities match a condition written against the same aliases (a, v, ar, c). */
export async function countActivities(db: Executor, where?: SQL): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as count
    from activities a
    join venues v on v.id = a.venue_id
    join areas ar on ar.id = v.area_id
    left join activity_categories c on c.id = a.activity_category_id
    where a.published and v.published and ${vPartnerActive} ${where ? sql`and ${where}` : sql``}`);
  return Number((result.rows[0] as { count: number }).count);
}
