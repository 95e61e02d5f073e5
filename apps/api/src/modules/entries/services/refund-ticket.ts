import { entryCancellationRefund } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import { lockRefundable } from '../../payments/index.ts';
import { cancelTicketOnce } from '../purchase-repository.ts';
import { moveCredits, releasePlace } from '../repository.ts';

/** The ledger reference of an entry's cancellation refund: one refund per ticket, whoever cancels it. */
export const entryRefundReference = (ticketId: string) => `entry:${ticketId}`;

/**
 * What cancelling a ticket returns as credits: its price's refund, at most what is still refundable on
 * the payment that bought it (a back-office refund may have given part of it back already), read with
 * that payment's row locked until the caller's transaction ends.
 */
export async function ticketCancellationRefund(
  tx: Executor,
  ticket: { price: number; paymentId: string | null },
): Promise<number> {
  const refund = entryCancellationRefund(ticket.price);
  if (refund === 0 || !ticket.paymentId) return refund;
  const locked = await lockRefundable(tx, ticket.paymentId);
  return locked ? Math.min(refund, locked.refundable.remaining) : refund;
}

/**
 * Cancels a ticket that was not used and returns what it cost as credits (`ticketCancellationRefund`),
 * in the caller's transaction: the same ledger row as a customer's own cancellation (reason 'refund',
 * reference `entry:<ticket>`), so the ticket is never refunded twice. Null when the ticket was cancelled or used meanwhile.
 * The back office cancelled it: `entry.withdrawn` (the partner's `booking.cancelled` webhook).
 */
export async function cancelAndRefundTicket(
  tx: Executor,
  ticket: { id: string; userId: string; price: number; paymentId: string | null; timeSlotId: string | null },
  now: Date,
  events: AppEvents,
): Promise<{ refund: number; balance: number | null } | null> {
  if (!(await cancelTicketOnce(tx, ticket.id, { cancelledAt: now, lateCancel: null }))) return null;
  if (ticket.timeSlotId) await releasePlace(tx, ticket.timeSlotId);
  await events.emit(tx, { type: 'entry.withdrawn', ticketId: ticket.id, by: 'champions' });
  const refund = await ticketCancellationRefund(tx, ticket);
  if (refund === 0) return { refund, balance: null };
  const balance = await moveCredits(tx, ticket.userId, refund, 'refund', entryRefundReference(ticket.id));
  return { refund, balance };
}
