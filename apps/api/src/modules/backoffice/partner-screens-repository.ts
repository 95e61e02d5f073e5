import type {
  BoActivitiesQuery,
  BoAdminsQuery,
  BoStaffQuery,
  BoVenuesQuery,
  PartnerState,
} from '@champions/contract';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  activities,
  activityCategories,
  staffVenues,
  venueCategories,
  venues,
} from '../../db/schema.ts';

/** The queries of the back office's partner screens (venues, activities, receptionists, partners). */

const partner = alias(accounts, 'partner');
/** How a partner is named: the company, else the person, else the e-mail. */
const partnerName = sql<string>`coalesce(nullif(${partner.companyName}, ''), nullif(${partner.name}, ''), ${partner.email}, '')`;

/** Each word of the search in one of the texts, diacritics- and case-insensitive (at most 5 words). */
function searchWords(q: string | undefined, texts: SQL): SQL[] {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  return words.map((word) => {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`lower(f_unaccent(${texts})) like lower(f_unaccent(${pattern}))`;
  });
}

const textKey = (column: SQLWrapper) => sql`lower(f_unaccent(${column}))`;
const offset = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;
const published = (
  column: typeof venues.published | typeof activities.published,
  value: 'yes' | 'no' | undefined,
) => (value === undefined ? undefined : eq(column, value === 'yes'));

/** Every partner (not erased), by name: what the filters offer. */
export async function selectPartners(db: Executor) {
  return db
    .select({ id: partner.id, name: partnerName })
    .from(partner)
    .where(and(eq(partner.role, 'admin'), isNull(partner.deletedAt)))
    .orderBy(asc(partnerName));
}

/** A partner account (not erased), named. */
export async function findPartner(db: Executor, id: string) {
  const [row] = await db
    .select({ id: partner.id, name: partnerName, email: partner.email })
    .from(partner)
    .where(and(eq(partner.id, id), eq(partner.role, 'admin'), isNull(partner.deletedAt)));
  return row;
}

/** The venue's owner, or undefined when there is no such venue. */
export async function findVenueOwner(db: Executor, venueId: string) {
  const [row] = await db.select({ adminId: venues.adminId }).from(venues).where(eq(venues.id, venueId));
  return row;
}

/** The owner of the activity's venue, or undefined when there is no such activity. */
export async function findActivityOwner(db: Executor, activityId: string) {
  const [row] = await db
    .select({ adminId: venues.adminId })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(eq(activities.id, activityId));
  return row;
}

/** One page of venues of every partner. */
export async function searchVenues(db: Executor, query: BoVenuesQuery) {
  const where = and(
    ...searchWords(
      query.q,
      sql`${venues.name} || ' ' || ${venues.city} || ' ' || coalesce(${partnerName}, '')`,
    ),
    query.partnerId ? eq(venues.adminId, query.partnerId) : undefined,
    published(venues.published, query.published),
  );
  const sortKey = {
    name: textKey(venues.name),
    partner: textKey(partnerName),
    city: textKey(venues.city),
    createdAt: sql`${venues.createdAt}`,
  }[query.sort];
  const order = query.dir === 'asc' ? asc : desc;
  const activityCount = sql<number>`(select count(*)::int from activities a where a.venue_id = "venues"."id")`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: venues.id,
        name: venues.name,
        partnerId: venues.adminId,
        partnerName,
        city: venues.city,
        categoryName: venueCategories.name,
        published: venues.published,
        photoCount: sql<number>`jsonb_array_length(${venues.photos})::int`,
        activityCount,
        createdAt: venues.createdAt,
      })
      .from(venues)
      .leftJoin(partner, eq(partner.id, venues.adminId))
      .leftJoin(venueCategories, eq(venueCategories.id, venues.venueCategoryId))
      .where(where)
      .orderBy(order(sortKey), asc(venues.id))
      .limit(query.limit)
      .offset(offset(query)),
    db.select({ value: count() }).from(venues).leftJoin(partner, eq(partner.id, venues.adminId)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Venues with a partner, matching the search, for choosing where a new activity goes (at most 50). */
export async function selectVenueOptions(db: Executor, q: string | undefined) {
  return db
    .select({ id: venues.id, name: venues.name, city: venues.city, partnerName })
    .from(venues)
    .innerJoin(partner, eq(partner.id, venues.adminId))
    .where(
      and(
        isNull(partner.deletedAt),
        ...searchWords(q, sql`${venues.name} || ' ' || ${venues.city} || ' ' || ${partnerName}`),
      ),
    )
    .orderBy(textKey(venues.name), asc(venues.id))
    .limit(50);
}

/** The activities of a venue, by name. */
export async function selectVenueActivities(db: Executor, venueId: string) {
  return db
    .select({ id: activities.id, name: activities.name, published: activities.published })
    .from(activities)
    .where(eq(activities.venueId, venueId))
    .orderBy(textKey(activities.name), asc(activities.id));
}

/** The partner's venues, by name. */
export async function selectPartnerVenues(db: Executor, adminId: string) {
  return db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(eq(venues.adminId, adminId))
    .orderBy(textKey(venues.name), asc(venues.id));
}

/** One page of activities of every partner. */
export async function searchActivities(db: Executor, query: BoActivitiesQuery) {
  const where = and(
    ...searchWords(
      query.q,
      sql`${activities.name} || ' ' || ${venues.name} || ' ' || ${venues.city} || ' ' || coalesce(${partnerName}, '')`,
    ),
    query.partnerId ? eq(venues.adminId, query.partnerId) : undefined,
    query.venueId ? eq(activities.venueId, query.venueId) : undefined,
    published(activities.published, query.published),
  );
  const sortKey = {
    name: textKey(activities.name),
    venue: textKey(venues.name),
    partner: textKey(partnerName),
    createdAt: sql`${activities.createdAt}`,
  }[query.sort];
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: activities.id,
        name: activities.name,
        venueId: venues.id,
        venueName: venues.name,
        partnerId: venues.adminId,
        partnerName,
        categoryName: activityCategories.name,
        published: activities.published,
        venuePublished: venues.published,
        createdAt: activities.createdAt,
      })
      .from(activities)
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .leftJoin(partner, eq(partner.id, venues.adminId))
      .leftJoin(activityCategories, eq(activityCategories.id, activities.activityCategoryId))
      .where(where)
      .orderBy(order(sortKey), asc(activities.id))
      .limit(query.limit)
      .offset(offset(query)),
    db
      .select({ value: count() })
      .from(activities)
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .leftJoin(partner, eq(partner.id, venues.adminId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One page of receptionists of every partner. */
export async function searchStaff(db: Executor, query: BoStaffQuery) {
  const where = and(
    eq(accounts.role, 'staff'),
    isNull(accounts.deletedAt),
    ...searchWords(
      query.q,
      sql`${accounts.name} || ' ' || ${accounts.email} || ' ' || coalesce(${partnerName}, '')`,
    ),
    query.partnerId ? eq(accounts.adminId, query.partnerId) : undefined,
  );
  const sortKey = {
    name: textKey(accounts.name),
    email: sql`lower(${accounts.email})`,
    partner: textKey(partnerName),
    createdAt: sql`${accounts.createdAt}`,
  }[query.sort];
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: accounts.id,
        name: accounts.name,
        email: accounts.email,
        partnerId: partner.id,
        partnerName,
        createdAt: accounts.createdAt,
      })
      .from(accounts)
      .innerJoin(partner, eq(partner.id, accounts.adminId))
      .where(where)
      .orderBy(order(sortKey), asc(accounts.id))
      .limit(query.limit)
      .offset(offset(query)),
    db
      .select({ value: count() })
      .from(accounts)
      .innerJoin(partner, eq(partner.id, accounts.adminId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The venues each receptionist is assigned to. */
export async function selectStaffVenues(db: Executor, staffIds: string[]) {
  if (staffIds.length === 0) return [];
  return db
    .select({ staffId: staffVenues.staffId, id: venues.id, name: venues.name })
    .from(staffVenues)
    .innerJoin(venues, eq(venues.id, staffVenues.venueId))
    .where(inArray(staffVenues.staffId, staffIds))
    .orderBy(textKey(venues.name));
}

/** A receptionist (not erased) and their partner's id. */
export async function findStaffMember(db: Executor, staffId: string) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email, adminId: accounts.adminId })
    .from(accounts)
    .where(and(eq(accounts.id, staffId), eq(accounts.role, 'staff'), isNull(accounts.deletedAt)));
  return row;
}

/** One page of partner accounts with their number of venues. */
/** A partner's state in SQL, in the order `partnerState` (services/partner-view.ts) decides it. */
const partnerStateSql = sql<PartnerState>`case
  when ${partner.suspendedAt} is not null then 'suspended'
  when ${partner.blockedAt} is not null then 'blocked'
  when ${partner.partnerApproval} <> 'approved' then 'pending'
  when ${partner.passwordHash} is null then 'invited'
  when ${partner.emailVerifiedAt} is null then 'unverified'
  else 'active' end`;

export async function searchAdmins(db: Executor, query: BoAdminsQuery) {
  const where = and(
    eq(partner.role, 'admin'),
    isNull(partner.deletedAt),
    query.state ? sql`${partnerStateSql} = ${query.state}` : undefined,
    ...searchWords(
      query.q,
      sql`coalesce(${partner.companyName}, '') || ' ' || ${partner.name} || ' ' || ${partner.email}`,
    ),
  );
  const venueCount = sql<number>`(select count(*)::int from venues v where v.admin_id = "partner"."id")`;
  const sortKey = {
    name: textKey(partnerName),
    email: sql`lower(${partner.email})`,
    venues: venueCount,
    createdAt: sql`${partner.createdAt}`,
  }[query.sort];
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: partner.id,
        name: partner.name,
        companyName: partner.companyName,
        email: partner.email,
        emailVerifiedAt: partner.emailVerifiedAt,
        state: partnerStateSql,
        venueCount,
        createdAt: partner.createdAt,
      })
      .from(partner)
      .where(where)
      .orderBy(order(sortKey), asc(partner.id))
      .limit(query.limit)
      .offset(offset(query)),
    db.select({ value: count() }).from(partner).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
