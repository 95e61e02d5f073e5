import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tickets, timeSlots } from '../../db/schema.ts';

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
    .where(and(eq(tickets.paymentId, paymentId), userId ? eq(tickets.userId, userId) : undefined));
  return ticket?.id;
}

/** Whether the user holds a valid (not cancelled) ticket for the slot. */
export async function holdsTicketFor(db: Executor, userId: string, timeSlotId: string): Promise<boolean> {
  const [held] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(eq(tickets.userId, userId), eq(tickets.timeSlotId, timeSlotId), eq(tickets.isCancelled, false)),
    );
  return Boolean(held);
}

/** The activity a slot belongs to, when the slot exists. */
export async function findSlotActivityId(db: Executor, timeSlotId: string): Promise<string | undefined> {
  const [slot] = await db
    .select({ activityId: timeSlots.activityId })
    .from(timeSlots)
    .where(eq(timeSlots.id, timeSlotId));
  return slot?.activityId;
}
