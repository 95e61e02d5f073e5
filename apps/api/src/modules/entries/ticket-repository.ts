import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, activities, entries, payments, tickets, timeSlots } from '../../db/schema.ts';
import { slotSellablePlacesSql } from '../../db/sellable.ts';
import { unclaimedGuestSql } from './guest-repository.ts';

export type NewTicket = Omit<typeof tickets.$inferInsert, 'id'>;

/** Creates a ticket; its id. */
export async function insertTicket(db: Executor, values: NewTicket): Promise<string> {
  const [ticket] = await db.insert(tickets).values(values).returning({ id: tickets.id });
  return ticket!.id;
}

/** The ticket a payment bought (of that user, when given), or undefined. */
export async function findTicketIdOfPayment(
  db: Executor,
  paymentId: string,
  userId?: string,
): Promise<string | undefined> {
  const [ticket] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        eq(tickets.paymentId, paymentId),
        userId ? eq(tickets.userId, userId) : undefined,
        // the buyer's own place, not a friend's place the same payment bought
        sql`not exists (select 1 from ticket_guests g where g.ticket_id = ${tickets.id})`,
      ),
    );
  return ticket?.id;
}

/** Whether the user holds a valid (not cancelled) ticket for the slot (a friend's place they bought is not theirs). */
export async function holdsTicketFor(db: Executor, userId: string, timeSlotId: string): Promise<boolean> {
  const [held] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        eq(tickets.userId, userId),
        eq(tickets.timeSlotId, timeSlotId),
        eq(tickets.isCancelled, false),
        sql`not ${unclaimedGuestSql(tickets.id)}`,
      ),
    );
  return Boolean(held);
}

/** Whether the slot has no place left to sell (its partner's share of the capacity is reserved). */
export async function isSlotFull(db: Executor, timeSlotId: string): Promise<boolean> {
  const [slot] = await db
    .select({ full: sql<boolean>`${timeSlots.reserved} >= ${slotSellablePlacesSql('time_slots')}` })
    .from(timeSlots)
    .where(eq(timeSlots.id, timeSlotId));
  return Boolean(slot?.full);
}

/** The activity a slot belongs to, when the slot exists. */
/** The activity of a slot that still takes place: none for a slot cancelled or removed. */
export async function findLiveSlotActivityId(db: Executor, timeSlotId: string): Promise<string | undefined> {
  const [slot] = await db
    .select({ activityId: timeSlots.activityId })
    .from(timeSlots)
    .where(and(eq(timeSlots.id, timeSlotId), eq(timeSlots.cancelled, false)));
  return slot?.activityId;
}

export async function findSlotActivityId(db: Executor, timeSlotId: string): Promise<string | undefined> {
  const [slot] = await db
    .select({ activityId: timeSlots.activityId })
    .from(timeSlots)
    .where(eq(timeSlots.id, timeSlotId));
  return slot?.activityId;
}

/** A payment made wholly with credits (nothing on the card), already succeeded; its id. */
export async function insertCreditsPayment(
  db: Executor,
  input: { userId: string; description: string; price: number; idempotencyKey: string | null; now: Date },
): Promise<typeof payments.$inferSelect> {
  const [payment] = await db
    .insert(payments)
    .values({
      userId: input.userId,
      kind: 'entry',
      description: input.description,
      amount: 0,
      totalAmount: input.price,
      creditsUsed: input.price,
      mode: 'none',
      status: 'succeeded',
      provider: 'credits',
      idempotencyKey: input.idempotencyKey,
      paidAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return payment!;
}

/** What Champions may sell of the slot (capacity share), what is reserved, when and what it is. */
export async function findSlotForSettlement(db: Executor, timeSlotId: string) {
  const [slot] = await db
    .select({
      capacity: sql<number>`${slotSellablePlacesSql('time_slots')}`.mapWith(Number),
      reserved: timeSlots.reserved,
      startsAt: timeSlots.startsAt,
      activityName: activities.name,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .where(eq(timeSlots.id, timeSlotId));
  return slot;
}

/** The slot's late-cancelled tickets on offer, oldest cancellation first, locked. */
export async function lockOfferedTickets(db: Executor, timeSlotId: string) {
  return db
    .select({
      id: tickets.id,
      userId: tickets.userId,
      price: tickets.price,
      paymentId: tickets.paymentId,
      email: accounts.email,
    })
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.userId))
    .where(and(eq(tickets.timeSlotId, timeSlotId), eq(tickets.lateCancel, 'offered')))
    .orderBy(asc(tickets.cancelledAt), asc(tickets.id))
    .for('update', { of: tickets });
}

export async function markTicketResold(db: Executor, ticketId: string) {
  await db.update(tickets).set({ lateCancel: 'resold' }).where(eq(tickets.id, ticketId));
}

/** Valid, unused tickets whose slot starts in (from, to]. */
export async function ticketsStartingBetween(db: Executor, from: Date, to: Date) {
  return db
    .select({
      id: tickets.id,
      isUsed: tickets.isUsed,
      isCancelled: tickets.isCancelled,
      createdAt: tickets.createdAt,
      slotStartsAt: timeSlots.startsAt,
    })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        eq(tickets.isCancelled, false),
        eq(tickets.isUsed, false),
        sql`${timeSlots.startsAt} > ${from.toISOString()}::timestamptz`,
        sql`${timeSlots.startsAt} <= ${to.toISOString()}::timestamptz`,
      ),
    )
    .limit(5000);
}

/** The user's membership-covered tickets, valid and unused, for slots from `from` on; locked. */
export async function lockCoveredTicketsFrom(db: Executor, userId: string, from: Date) {
  return db
    .select({
      id: tickets.id,
      timeSlotId: tickets.timeSlotId,
      activityName: activities.name,
      slotStartsAt: timeSlots.startsAt,
    })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .where(
      and(
        eq(tickets.userId, userId),
        eq(tickets.source, 'CHAMPIONSHIP'),
        eq(tickets.isCancelled, false),
        eq(tickets.isUsed, false),
        sql`${timeSlots.startsAt} >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(timeSlots.startsAt))
    .for('update', { of: tickets });
}

/**
 * What the user's membership-covered entries admitted from `since` on earned their partners (a voided
 * entry earns 0): the value of the entries a membership already provided (a withdrawal charges it).
 */
export async function coveredEntriesEarnedSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${entries.partnerEarning}), 0)` })
    .from(entries)
    .innerJoin(tickets, eq(tickets.id, entries.ticketId))
    .where(
      and(
        eq(entries.userId, userId),
        eq(tickets.source, 'CHAMPIONSHIP'),
        sql`${entries.scannedAt} >= ${since.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.sum ?? 0);
}
