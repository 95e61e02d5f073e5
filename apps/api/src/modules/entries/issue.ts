import { entryExpiresAt, formatCzk, offeredPlacesTaken, PAGES } from '@champions/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, activities, payments, tickets, timeSlots } from '../../db/schema.ts';
import { slotSellablePlacesSql } from '../../db/sellable.ts';
import { entryMailTemplates } from '../../mail/entry-templates.ts';
import { queueMail } from '../../mail/outbox.ts';
import { AppError } from '../../shared/errors.ts';
import { formatPragueDateTime } from './format.ts';
import { moveCredits } from './repository.ts';

export interface TicketToIssue {
  userId: string;
  activityId: string;
  activityName: string;
  optionId: string;
  timeSlotId: string;
  method: 'MEMBERSHIP' | 'PAYG' | 'PAYG_PLUS';
  price: number;
  requestId?: string | null | undefined;
  now: Date;
  /** the app's public address, for the links of the e-mails the sale sends */
  publicUrl: string;
}

/**
 * Pays an entry with credits (when it costs anything) and creates the ticket, in the caller's
 * transaction; the place must already be reserved. Settles late-cancelled places the sale took.
 * Throws ENTRY_CREDITS_SHORT (402) when the credits do not cover the price (the caller's transaction rolls back).
 */
export async function issueTicket(tx: Executor, input: TicketToIssue) {
  let paymentId: string | null = null;
  let credits: number | null = null;
  if (input.price > 0) {
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: input.userId,
        kind: 'entry',
        description: `Vstup: ${input.activityName}`,
        // nothing on the card: the credits pay it all
        amount: 0,
        totalAmount: input.price,
        creditsUsed: input.price,
        mode: 'none',
        status: 'succeeded',
        provider: 'credits',
        idempotencyKey: input.requestId ?? null,
        paidAt: input.now,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: payments.id });
    paymentId = payment!.id;
    credits = await moveCredits(tx, input.userId, -input.price, 'purchase', paymentId);
    if (credits === null) throw new AppError('ENTRY_CREDITS_SHORT');
  }
  const [ticket] = await tx
    .insert(tickets)
    .values({
      userId: input.userId,
      activityId: input.activityId,
      optionId: input.optionId,
      timeSlotId: input.timeSlotId,
      source: input.method === 'MEMBERSHIP' ? 'CHAMPIONSHIP' : input.method,
      price: input.price,
      paymentId,
      expiresAt: entryExpiresAt(input.now),
      createdAt: input.now,
    })
    .returning({ id: tickets.id });
  await settleOfferedPlaces(tx, input.timeSlotId, input.now, input.publicUrl);
  return { ticketId: ticket!.id, paymentId, credits };
}

/**
 * "Burza": after a sale of a slot, the late-cancelled places it took (domain offeredPlacesTaken) are
 * settled, oldest cancellation first: the ticket turns 'resold' and its price returns as credits,
 * once (the same ledger reference as an ordinary cancellation), and the canceller is told by e-mail
 * (queued in the same transaction: sent exactly when the refund was committed). Runs in the sale's
 * transaction, which already holds the slot row (reservePlace updated it).
 */
export async function settleOfferedPlaces(
  tx: Executor,
  timeSlotId: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const [slot] = await tx
    .select({
      // what Champions may sell of the slot (capacity share), not the whole capacity
      capacity: sql<number>`${slotSellablePlacesSql('time_slots')}`.mapWith(Number),
      reserved: timeSlots.reserved,
      startsAt: timeSlots.startsAt,
      activityName: activities.name,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .where(eq(timeSlots.id, timeSlotId));
  if (!slot || slot.startsAt <= now) return;
  const offered = await tx
    .select({ id: tickets.id, userId: tickets.userId, price: tickets.price, email: accounts.email })
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.userId))
    .where(and(eq(tickets.timeSlotId, timeSlotId), eq(tickets.lateCancel, 'offered')))
    .orderBy(asc(tickets.cancelledAt), asc(tickets.id))
    .for('update', { of: tickets });
  const taken = offeredPlacesTaken({
    capacity: slot.capacity,
    reserved: slot.reserved,
    offered: offered.length,
  });
  for (const ticket of offered.slice(0, taken)) {
    await tx.update(tickets).set({ lateCancel: 'resold' }).where(eq(tickets.id, ticket.id));
    if (ticket.price > 0) await moveCredits(tx, ticket.userId, ticket.price, 'refund', `entry:${ticket.id}`);
    // a free entry (membership) returns nothing: the e-mail is about the money back
    if (ticket.price > 0) {
      await queueMail(
        tx,
        ticket.email,
        'late_cancel_resold',
        entryMailTemplates.lateCancelResold(
          slot.activityName,
          formatPragueDateTime(slot.startsAt),
          formatCzk(ticket.price),
          `${publicUrl.replace(/\/$/, '')}${PAGES.user.history}`,
        ),
      );
    }
  }
}
