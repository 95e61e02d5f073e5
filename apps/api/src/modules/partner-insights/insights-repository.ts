import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, partnerOrganisationAdmins, venues } from '../../db/schema.ts';

/**
 * The one query layer of the dashboard "Přehled": read-only, every query scoped to a list of venue ids
 * the caller owns (the services resolve them). Times of the period are instants [from, to).
 */
export interface InsightsScope {
  venueIds: readonly string[];
  from: Date;
  to: Date;
  now: Date;
}

const idList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The admin's venues (id, name). */
export async function selectAdminVenues(db: Executor, adminId: string) {
  return db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(eq(venues.adminId, adminId))
    .orderBy(venues.name);
}

/** The venues of every admin account the organisation owns, with the account's name. */
export async function selectOrganisationVenues(db: Executor, partnerId: string) {
  return db
    .select({
      id: venues.id,
      name: venues.name,
      adminId: venues.adminId,
      adminName: sql<string>`coalesce(nullif(${accounts.name}, ''), ${accounts.email})`,
    })
    .from(partnerOrganisationAdmins)
    .innerJoin(accounts, eq(accounts.id, partnerOrganisationAdmins.adminId))
    .innerJoin(venues, eq(venues.adminId, partnerOrganisationAdmins.adminId))
    .where(
      and(
        eq(partnerOrganisationAdmins.partnerId, partnerId),
        eq(accounts.role, 'admin'),
        isNull(accounts.deletedAt),
      ),
    )
    .orderBy(venues.name);
}

export interface SlotFact {
  slotId: string;
  activityId: string;
  activityName: string;
  venueName: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
  championsOffered: number;
  weekday: number;
  hour: number;
  filledAt: string | null;
}

/** The period's slots (starting in it, not cancelled) with places, the capacity share and Prague time. */
export async function selectSlotFacts(db: Executor, scope: InsightsScope): Promise<SlotFact[]> {
  if (scope.venueIds.length === 0) return [];
  const result = await db.execute(sql`
    select s.id as "slotId", a.id as "activityId", a.name as "activityName", v.name as "venueName",
      to_char(s.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startsAt",
      to_char(s.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endsAt",
      s.capacity::int as capacity, s.reserved::int as booked,
      greatest(0, least(s.capacity, coalesce(s.champions_places, a.champions_places, s.capacity)))::int
        as "championsOffered",
      extract(isodow from timezone('Europe/Prague', s.starts_at))::int as weekday,
      extract(hour from timezone('Europe/Prague', s.starts_at))::int as hour,
      (select to_char(max(t.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
         from tickets t where t.time_slot_id = s.id and not t.is_cancelled) as "filledAt"
    from time_slots s
    join activities a on a.id = s.activity_id
    join venues v on v.id = a.venue_id
    where v.id in (${idList(scope.venueIds)})
      and s.starts_at >= ${at(scope.from)} and s.starts_at < ${at(scope.to)}
      and not s.cancelled
    order by s.starts_at, a.name
    limit 20000`);
  return result.rows as unknown as SlotFact[];
}

export interface AttendanceRow {
  noShows: number;
  ended: number;
  lateCancels: number;
  resold: number;
  recovered: number;
  bookedAhead: number;
}

/**
 * Tickets of the period's slots: booked and never scanned for a slot that ended (no-shows), late
 * cancellations and those whose place somebody took, and what the places still ahead are worth.
 */
export async function selectAttendance(db: Executor, scope: InsightsScope): Promise<AttendanceRow> {
  const empty = { noShows: 0, ended: 0, lateCancels: 0, resold: 0, recovered: 0, bookedAhead: 0 };
  if (scope.venueIds.length === 0) return empty;
  const now = at(scope.now);
  const result = await db.execute(sql`
    select
      count(*) filter (where s.ends_at <= ${now} and not t.is_cancelled and not t.is_used)::int as "noShows",
      count(*) filter (where s.ends_at <= ${now} and not t.is_cancelled)::int as ended,
      count(*) filter (where t.late_cancel is not null)::int as "lateCancels",
      count(*) filter (where t.late_cancel = 'resold')::int as resold,
      coalesce(sum(t.price) filter (where t.late_cancel = 'resold'), 0)::bigint as recovered,
      coalesce(sum(coalesce(o.price, t.price))
        filter (where s.ends_at > ${now} and not t.is_cancelled and not t.is_used), 0)::bigint as "bookedAhead"
    from tickets t
    join time_slots s on s.id = t.time_slot_id
    join activities a on a.id = s.activity_id
    left join activity_options o on o.id = t.option_id
    where a.venue_id in (${idList(scope.venueIds)})
      and s.starts_at >= ${at(scope.from)} and s.starts_at < ${at(scope.to)}
      and not s.cancelled`);
  const row = result.rows[0] as Record<string, unknown> | undefined;
  if (!row) return empty;
  return {
    noShows: Number(row.noShows),
    ended: Number(row.ended),
    lateCancels: Number(row.lateCancels),
    resold: Number(row.resold),
    recovered: Number(row.recovered),
    bookedAhead: Number(row.bookedAhead),
  };
}

export interface CustomerRow {
  newCustomers: number;
  returning: number;
  newCameBack: number;
}

/**
 * Customers admitted at the scope's venues in the period: new (their first entry there ever is in the
 * period) or returning, and the new ones who came again within 30 days of that first entry.
 */
export async function selectCustomers(db: Executor, scope: InsightsScope): Promise<CustomerRow> {
  if (scope.venueIds.length === 0) return { newCustomers: 0, returning: 0, newCameBack: 0 };
  const from = at(scope.from);
  const to = at(scope.to);
  const result = await db.execute(sql`
    with visits as (
      select e.user_id, e.scanned_at from entries e
      where e.venue_id in (${idList(scope.venueIds)}) and e.voided_at is null
    ), customers as (
      select user_id, min(scanned_at) as first_at,
        bool_or(scanned_at >= ${from} and scanned_at < ${to}) as in_period
      from visits group by user_id
    )
    select
      count(*) filter (where first_at >= ${from} and first_at < ${to})::int as "newCustomers",
      count(*) filter (where in_period and first_at < ${from})::int as returning,
      count(*) filter (where first_at >= ${from} and first_at < ${to} and exists (
        select 1 from visits again where again.user_id = customers.user_id
          and again.scanned_at > customers.first_at
          and again.scanned_at <= customers.first_at + interval '30 days'))::int as "newCameBack"
    from customers`);
  const row = result.rows[0] as Record<string, unknown> | undefined;
  return {
    newCustomers: Number(row?.newCustomers ?? 0),
    returning: Number(row?.returning ?? 0),
    newCameBack: Number(row?.newCameBack ?? 0),
  };
}

export interface ReviewRow {
  id: string;
  rating: number;
  text: string;
  activityName: string;
  venueName: string;
  createdAt: string;
}

/** The verified reviews written in the period: their average and count, and the latest five. */
export async function selectReviews(db: Executor, scope: InsightsScope) {
  if (scope.venueIds.length === 0) return { average: null, count: 0, latest: [] as ReviewRow[] };
  const where = sql`a.venue_id in (${idList(scope.venueIds)})
    and r.created_at >= ${at(scope.from)} and r.created_at < ${at(scope.to)}`;
  const [summary, latest] = await Promise.all([
    db.execute(sql`
      select avg(r.rating)::float8 as average, count(*)::int as count
      from reviews r join activities a on a.id = r.activity_id where ${where}`),
    db.execute(sql`
      select r.id, r.rating::int as rating, r.text, a.name as "activityName", v.name as "venueName",
        to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from reviews r join activities a on a.id = r.activity_id join venues v on v.id = a.venue_id
      where ${where}
      order by r.created_at desc, r.id
      limit 5`),
  ]);
  const row = summary.rows[0] as Record<string, unknown> | undefined;
  return {
    average: row?.average == null ? null : Number(row.average),
    count: Number(row?.count ?? 0),
    latest: latest.rows as unknown as ReviewRow[],
  };
}
