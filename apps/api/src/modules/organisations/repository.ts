import { and, asc, avg, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  activities,
  activityOptions,
  partnerOrganisationAdmins,
  partnerSettings,
  payments,
  reviews,
  tickets,
  timeSlots,
  venues,
} from '../../db/schema.ts';

/** The admin (venue partner) accounts a partner organisation owns, live ones only, by name. */
export async function selectOwnedAdmins(db: Executor, partnerId: string) {
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      email: accounts.email,
      companyName: sql<string>`coalesce(${partnerSettings.companyName}, '')`,
      suspendedAt: accounts.suspendedAt,
      tokenVersion: accounts.tokenVersion,
    })
    .from(partnerOrganisationAdmins)
    .innerJoin(accounts, eq(accounts.id, partnerOrganisationAdmins.adminId))
    .leftJoin(partnerSettings, eq(partnerSettings.adminId, accounts.id))
    .where(
      and(
        eq(partnerOrganisationAdmins.partnerId, partnerId),
        eq(accounts.role, 'admin'),
        isNull(accounts.deletedAt),
      ),
    )
    .orderBy(asc(accounts.name), asc(accounts.id));
}
export type OwnedAdmin = Awaited<ReturnType<typeof selectOwnedAdmins>>[number];

/** The venues of these admin accounts, by name. */
export async function selectVenuesOf(db: Executor, adminIds: readonly string[]) {
  if (adminIds.length === 0) return [];
  return db
    .select({ id: venues.id, name: venues.name, city: venues.city, adminId: venues.adminId })
    .from(venues)
    .where(inArray(venues.adminId, [...adminIds]))
    .orderBy(asc(venues.name), asc(venues.id));
}

/** The owning admin of a venue, when the organisation owns it; undefined otherwise. */
export async function selectOwnedVenue(db: Executor, partnerId: string, venueId: string) {
  const [row] = await db
    .select({ id: venues.id, name: venues.name, adminId: partnerOrganisationAdmins.adminId })
    .from(venues)
    .innerJoin(partnerOrganisationAdmins, eq(partnerOrganisationAdmins.adminId, venues.adminId))
    .innerJoin(accounts, eq(accounts.id, venues.adminId))
    .where(
      and(
        eq(venues.id, venueId),
        eq(partnerOrganisationAdmins.partnerId, partnerId),
        isNull(accounts.deletedAt),
      ),
    );
  return row;
}

/** The verified reviews' average and count per venue of these admin accounts (all time). */
export async function selectVenueRatings(db: Executor, adminIds: readonly string[]) {
  if (adminIds.length === 0) return [];
  return db
    .select({
      venueId: venues.id,
      average: sql<string | null>`${avg(reviews.rating)}`,
      count: sql<number>`${count(reviews.id)}::int`,
    })
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(inArray(venues.adminId, [...adminIds]))
    .groupBy(venues.id);
}

/** Time slots of a venue starting in [from, to), not cancelled, with their options and free places. */
export async function selectSellableSlots(db: Executor, venueId: string, from: Date, to: Date) {
  return db
    .select({
      slotId: timeSlots.id,
      startsAt: timeSlots.startsAt,
      endsAt: timeSlots.endsAt,
      capacity: timeSlots.capacity,
      reserved: timeSlots.reserved,
      slotShare: timeSlots.championsPlaces,
      activityShare: activities.championsPlaces,
      activityName: activities.name,
      optionId: activityOptions.id,
      optionName: activityOptions.name,
      optionPrice: activityOptions.price,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(activityOptions, eq(activityOptions.activityId, activities.id))
    .where(
      and(
        eq(activities.venueId, venueId),
        eq(activities.published, true),
        eq(activityOptions.archived, false),
        eq(timeSlots.cancelled, false),
        gt(timeSlots.startsAt, from),
        lt(timeSlots.startsAt, to),
      ),
    )
    .orderBy(asc(timeSlots.startsAt), asc(activities.name), asc(activityOptions.sortOrder))
    .limit(200);
}

/** A live customer (user role) by e-mail, case-insensitive. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'user'), sql`lower(${accounts.email}) = ${email.toLowerCase()}`));
  return row ?? null;
}

/** Inserts a customer account without a password (they may set one later); null when the e-mail was taken. */
export async function insertCustomer(db: Executor, values: { email: string; name: string; createdAt: Date }) {
  const [row] = await db
    .insert(accounts)
    .values({ role: 'user', email: values.email, name: values.name, createdAt: values.createdAt })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** A payment by id and its idempotency key (a desk sale's key names the organisation). */
export async function selectPayment(db: Executor, paymentId: string) {
  const [row] = await db
    .select({
      id: payments.id,
      userId: payments.userId,
      idempotencyKey: payments.idempotencyKey,
      providerIntentId: payments.providerIntentId,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

/** The ticket a payment bought. */
export async function selectTicketIdOfPayment(db: Executor, paymentId: string) {
  const [row] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.paymentId, paymentId));
  return row?.id;
}

/** An account row by id (live or not; callers check). */
export async function findAccount(db: Executor, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}
