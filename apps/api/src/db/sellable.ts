import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL twin of the domain's `sellablePlaces` (capacity share), for the places where the database
 * itself must decide: the conditional update that takes a place and the filters of free slots.
 * `slot` and `activity` are the aliases of `time_slots` and `activities` in the query.
 */
export function sellablePlacesSql(slot: string, activity: string): SQL {
  const s = sql.identifier(slot);
  const a = sql.identifier(activity);
  return sql`greatest(0, least(${s}.capacity, coalesce(${s}.champions_places, ${a}.champions_places, ${s}.capacity)))`;
}

/** The same for a query on `time_slots` alone (no activity joined): the activity's share by a subquery. */
export function slotSellablePlacesSql(slot: string): SQL {
  const s = sql.identifier(slot);
  return sql`greatest(0, least(${s}.capacity, coalesce(${s}.champions_places,
    (select share.champions_places from activities share where share.id = ${s}.activity_id), ${s}.capacity)))`;
}
