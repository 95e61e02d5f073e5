import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, activities, tickets, timeSlots, venues } from '../../db/schema.ts';

type SlotTimes = { startsAt: Date; endsAt: Date; capacity: number };

const bookingsOf = sql<number>`(select count(*)::int from ${tickets} where ${tickets.timeSlotId} = ${timeSlots.id} and not ${tickets.isCancelled})`;

/** The slot with its activity and venue when the venue belongs to the partner. */
export async function findOwnSlot(db: Executor, adminId: string, slotId: string) {
  const [row] = await db
    .select({ slot: timeSlots, activity: activities, venue: venues })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(and(eq(timeSlots.id, slotId), eq(venues.adminId, adminId)));
  return row;
}

/** Slots of the partner's activities starting in [from, to), with their bookings. */
export async function selectSlots(
  db: Executor,
  adminId: string,
  query: { from: Date; to: Date; venueId?: string | undefined; activityId?: string | undefined },
) {
  return db
    .select({
      id: timeSlots.id,
      activityId: activities.id,
      activityName: activities.name,
      venueId: venues.id,
      venueName: venues.name,
      startsAt: timeSlots.startsAt,
      endsAt: timeSlots.endsAt,
      capacity: timeSlots.capacity,
      championsPlaces: timeSlots.championsPlaces,
      activityChampionsPlaces: activities.championsPlaces,
      bookings: bookingsOf,
      cancelled: timeSlots.cancelled,
      seriesId: timeSlots.seriesId,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(
      and(
        eq(venues.adminId, adminId),
        gte(timeSlots.startsAt, query.from),
        lt(timeSlots.startsAt, query.to),
        query.venueId ? eq(venues.id, query.venueId) : undefined,
        query.activityId ? eq(activities.id, query.activityId) : undefined,
      ),
    )
    .orderBy(asc(timeSlots.startsAt), asc(activities.name))
    .limit(2000);
}

/** Inserts the slots in one statement; a slot that already exists at that time is skipped. Returns how many were made. */
export async function insertSlots(
  db: Executor,
  rows: (SlotTimes & { activityId: string; seriesId: string | null })[],
): Promise<number> {
  const created = await db
    .insert(timeSlots)
    .values(rows)
    .onConflictDoNothing({ target: [timeSlots.activityId, timeSlots.startsAt] })
    .returning({ id: timeSlots.id });
  return created.length;
}

/** The users holding a valid ticket for the slot. */
export async function selectBookedUsers(db: Executor, slotId: string) {
  return db
    .select({
      ticketId: tickets.id,
      userId: tickets.userId,
      price: tickets.price,
      email: accounts.email,
      isUsed: tickets.isUsed,
    })
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.userId))
    .where(and(eq(tickets.timeSlotId, slotId), eq(tickets.isCancelled, false)));
}

export async function slotExistsAt(db: Executor, activityId: string, startsAt: Date): Promise<boolean> {
  const [clash] = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(and(eq(timeSlots.activityId, activityId), eq(timeSlots.startsAt, startsAt)));
  return Boolean(clash);
}

export async function updateSlotRow(
  db: Executor,
  slotId: string,
  values: SlotTimes & { championsPlaces: number | null },
) {
  await db
    .update(timeSlots)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(timeSlots.id, slotId));
}

/** Marks the slot cancelled unless it already is; false when another request was first. */
export async function markSlotCancelled(db: Executor, slotId: string): Promise<boolean> {
  const [locked] = await db
    .update(timeSlots)
    .set({ cancelled: true, reserved: 0, updatedAt: sql`now()` })
    .where(and(eq(timeSlots.id, slotId), eq(timeSlots.cancelled, false)))
    .returning({ id: timeSlots.id });
  return Boolean(locked);
}

/** Cancels the slot's unused tickets and returns them. */
export async function cancelUnusedTickets(db: Executor, slotId: string) {
  return db
    .update(tickets)
    .set({ isCancelled: true })
    .where(and(eq(tickets.timeSlotId, slotId), eq(tickets.isCancelled, false), eq(tickets.isUsed, false)))
    .returning({
      id: tickets.id,
      userId: tickets.userId,
      price: tickets.price,
      paymentId: tickets.paymentId,
    });
}

/**
 * The slot's late-cancelled places still on offer (no refund yet): settled now, since nobody can take
 * them any more. The same row update as a resale, so a place is settled once.
 */
export async function settleOfferedTickets(db: Executor, slotId: string) {
  return db
    .update(tickets)
    .set({ lateCancel: 'resold' })
    .where(and(eq(tickets.timeSlotId, slotId), eq(tickets.lateCancel, 'offered')))
    .returning({
      id: tickets.id,
      userId: tickets.userId,
      price: tickets.price,
      paymentId: tickets.paymentId,
    });
}

export async function selectAccountEmails(db: Executor, accountIds: string[]) {
  return db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.id, accountIds));
}
