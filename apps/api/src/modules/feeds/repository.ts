import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { venuePartnerActive } from '../../db/partner-active.ts';
import {
  accounts,
  activities,
  calendarFeeds,
  scheduleWidgets,
  tickets,
  timeSlots,
  venues,
} from '../../db/schema.ts';
import { slotSellablePlacesSql } from '../../db/sellable.ts';

export type FeedKind = 'entries' | 'schedule';

/** The account's feed of this kind (without its secret, which is not stored). */
export async function findFeed(db: Executor, accountId: string, kind: FeedKind) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.accountId, accountId), eq(calendarFeeds.kind, kind)));
  return row ?? null;
}

/** Stores the hash of a new secret, replacing the account's previous feed of this kind. */
export async function replaceFeed(
  db: Executor,
  accountId: string,
  kind: FeedKind,
  secretHash: string,
  now: Date,
) {
  await db
    .insert(calendarFeeds)
    .values({ accountId, kind, secretHash, createdAt: now })
    .onConflictDoUpdate({
      target: [calendarFeeds.accountId, calendarFeeds.kind],
      set: { secretHash, createdAt: now },
    });
}

export async function deleteFeed(db: Executor, accountId: string, kind: FeedKind) {
  await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.accountId, accountId), eq(calendarFeeds.kind, kind)));
}

/** The feed a secret's hash names, with its account (a deleted or blocked account has no feed). */
export async function findFeedByHash(db: Executor, secretHash: string) {
  const [row] = await db
    .select({
      accountId: calendarFeeds.accountId,
      kind: calendarFeeds.kind,
      role: accounts.role,
      language: accounts.language,
    })
    .from(calendarFeeds)
    .innerJoin(accounts, eq(accounts.id, calendarFeeds.accountId))
    .where(
      and(
        eq(calendarFeeds.secretHash, secretHash),
        sql`${accounts.deletedAt} is null and ${accounts.blockedAt} is null`,
      ),
    );
  return row ?? null;
}

/** The partner's slots starting in [from, to) with their bookings, for the partner's own feed. */
export async function selectScheduleSlots(db: Executor, adminId: string, from: Date, to: Date) {
  return db
    .select({
      id: timeSlots.id,
      activityName: activities.name,
      venueName: venues.name,
      venueStreet: venues.street,
      venueCity: venues.city,
      startsAt: timeSlots.startsAt,
      endsAt: timeSlots.endsAt,
      capacity: timeSlots.capacity,
      cancelled: timeSlots.cancelled,
      updatedAt: timeSlots.updatedAt,
      bookings: sql<number>`(select count(*)::int from ${tickets} where ${tickets.timeSlotId} = ${timeSlots.id} and not ${tickets.isCancelled})`,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(and(eq(venues.adminId, adminId), gte(timeSlots.startsAt, from), lt(timeSlots.startsAt, to)))
    .orderBy(asc(timeSlots.startsAt), asc(activities.name))
    .limit(2000);
}

/** The partner's widget id, made on first use (a concurrent first use keeps the first id). */
export async function ensureWidget(db: Executor, adminId: string, publicId: string): Promise<string> {
  await db.insert(scheduleWidgets).values({ adminId, publicId }).onConflictDoNothing();
  const [row] = await db
    .select({ publicId: scheduleWidgets.publicId })
    .from(scheduleWidgets)
    .where(eq(scheduleWidgets.adminId, adminId));
  return row!.publicId;
}

export async function widgetExists(db: Executor, publicId: string): Promise<boolean> {
  const [row] = await db
    .select({ adminId: scheduleWidgets.adminId })
    .from(scheduleWidgets)
    .where(eq(scheduleWidgets.publicId, publicId));
  return Boolean(row);
}

/** The partner's venues and activities, to filter the widget by. */
export async function selectWidgetFilters(db: Executor, adminId: string) {
  const [partner] = await db
    .select({ approval: accounts.partnerApproval, suspendedAt: accounts.suspendedAt })
    .from(accounts)
    .where(eq(accounts.id, adminId));
  const venueRows = await db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(eq(venues.adminId, adminId))
    .orderBy(asc(venues.name));
  const activityRows = await db
    .select({ id: activities.id, name: activities.name, venueId: activities.venueId })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(eq(venues.adminId, adminId))
    .orderBy(asc(activities.name));
  return {
    approved: partner?.approval === 'approved' && !partner.suspendedAt,
    venues: venueRows,
    activities: activityRows,
  };
}

/**
 * The public slots of a widget's partner in [from, to): published venues and activities of an approved,
 * active partner, not cancelled, optionally one venue or one activity; with the places still sold.
 */
export async function selectWidgetSlots(
  db: Executor,
  publicId: string,
  window: { from: Date; to: Date; venueId?: string | undefined; activityId?: string | undefined },
) {
  return db
    .select({
      id: timeSlots.id,
      activityId: activities.id,
      activityName: activities.name,
      venueName: venues.name,
      startsAt: timeSlots.startsAt,
      endsAt: timeSlots.endsAt,
      placesLeft: sql<number>`greatest(0, ${slotSellablePlacesSql('time_slots')} - ${timeSlots.reserved})::int`,
    })
    .from(scheduleWidgets)
    .innerJoin(venues, eq(venues.adminId, scheduleWidgets.adminId))
    .innerJoin(activities, eq(activities.venueId, venues.id))
    .innerJoin(timeSlots, eq(timeSlots.activityId, activities.id))
    .where(
      and(
        eq(scheduleWidgets.publicId, publicId),
        eq(venues.published, true),
        eq(activities.published, true),
        venuePartnerActive,
        eq(timeSlots.cancelled, false),
        gte(timeSlots.startsAt, window.from),
        lt(timeSlots.startsAt, window.to),
        window.venueId ? eq(venues.id, window.venueId) : undefined,
        window.activityId ? eq(activities.id, window.activityId) : undefined,
      ),
    )
    .orderBy(asc(timeSlots.startsAt), asc(activities.name))
    .limit(300);
}
