import type { WaitlistFailReason, WaitlistState } from '@champions/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  activities,
  paymentMethods,
  tickets,
  timeSlots,
  venues,
  waitlistEntries,
} from '../../db/schema.ts';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

export async function insertWaitlistEntry(
  db: Executor,
  row: { userId: string; timeSlotId: string; optionId: string; now: Date },
): Promise<WaitlistRow | null> {
  const [created] = await db
    .insert(waitlistEntries)
    .values({ ...row, createdAt: row.now, updatedAt: row.now })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

export async function findLiveWaitlistEntry(db: Executor, userId: string, timeSlotId: string) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.timeSlotId, timeSlotId),
        inArray(waitlistEntries.state, ['waiting', 'charging']),
      ),
    );
  return row ?? null;
}

export async function lockWaitlistEntry(db: Executor, id: string) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).for('update');
  return row ?? null;
}

/** The first waiting user of a slot, locked; rows another promotion holds are skipped. */
export async function lockFirstWaiting(db: Executor, timeSlotId: string) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.timeSlotId, timeSlotId), eq(waitlistEntries.state, 'waiting')))
    .orderBy(asc(waitlistEntries.seq))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function setWaitlistState(
  db: Executor,
  id: string,
  state: WaitlistState,
  now: Date,
  extra: { ticketId?: string; failReason?: WaitlistFailReason } = {},
): Promise<void> {
  await db
    .update(waitlistEntries)
    .set({ state, updatedAt: now, ...extra })
    .where(eq(waitlistEntries.id, id));
}

/** Closes every waiting row of a slot (the waitlist closed before a place freed up). */
export async function closeWaiting(db: Executor, timeSlotId: string, now: Date) {
  return db
    .update(waitlistEntries)
    .set({ state: 'closed', updatedAt: now })
    .where(and(eq(waitlistEntries.timeSlotId, timeSlotId), eq(waitlistEntries.state, 'waiting')))
    .returning({ id: waitlistEntries.id });
}

/** The slot row, locked: promotions of one slot run one at a time. */
export async function lockSlot(db: Executor, timeSlotId: string) {
  const [row] = await db.select().from(timeSlots).where(eq(timeSlots.id, timeSlotId)).for('update');
  return row ?? null;
}

/** Slots with someone waiting and a free place (the periodic promotion: capacity raised, missed runs). */
export async function slotsToPromote(db: Executor, now: Date) {
  const rows = await db
    .selectDistinct({ id: timeSlots.id })
    .from(waitlistEntries)
    .innerJoin(timeSlots, eq(timeSlots.id, waitlistEntries.timeSlotId))
    .where(
      and(
        eq(waitlistEntries.state, 'waiting'),
        sql`(${timeSlots.reserved} < ${timeSlots.capacity} or ${timeSlots.startsAt} <= ${now.toISOString()}::timestamptz + interval '30 minutes')`,
      ),
    )
    .limit(200);
  return rows.map((r) => r.id);
}

export async function defaultCard(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt))
    .limit(1);
  return row ?? null;
}

/** The user's waitlist rows with their slot, activity and position (live first, then newest). */
export async function listUserWaitlist(db: Executor, userId: string) {
  const position = sql<number | null>`case when ${waitlistEntries.state} = 'waiting' then (
      select count(*)::int from waitlist_entries w2
      where w2.time_slot_id = ${waitlistEntries.timeSlotId} and w2.state = 'waiting'
        and w2.seq <= ${waitlistEntries.seq}) end`;
  return db
    .select({
      entry: waitlistEntries,
      activityId: activities.id,
      activityName: activities.name,
      venueName: venues.name,
      slotStartsAt: timeSlots.startsAt,
      position,
    })
    .from(waitlistEntries)
    .innerJoin(timeSlots, eq(timeSlots.id, waitlistEntries.timeSlotId))
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(desc(sql`${waitlistEntries.state} in ('waiting', 'charging')`), desc(waitlistEntries.seq))
    .limit(100);
}

/** The user's live (not cancelled) ticket for the slot, if any. */
export async function findHeldTicket(db: Executor, userId: string, timeSlotId: string) {
  const [held] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(eq(tickets.userId, userId), eq(tickets.timeSlotId, timeSlotId), eq(tickets.isCancelled, false)),
    )
    .limit(1);
  return held;
}

/** Leaves a waiting entry of the user; answers the rows that changed (none when not waiting). */
export function leaveWaitlistEntry(db: Executor, userId: string, id: string, now: Date) {
  return db
    .update(waitlistEntries)
    .set({ state: 'left', updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.id, id),
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.state, 'waiting'),
      ),
    )
    .returning({ id: waitlistEntries.id });
}

export async function accountEmail(db: Executor, userId: string) {
  const [account] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, userId));
  return account;
}
