import { entryExpiresAt } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import type { Payment } from '../../payments/index.ts';
import { moveCredits } from '../repository.ts';
import { findSlotActivityId, insertTicket, isSlotFull } from '../ticket-repository.ts';
import { lockWaitlistEntry, setWaitlistState } from '../waitlist-repository.ts';
import { settleOfferedPlaces } from './issue-ticket.ts';

/** payments.reference of a waitlist promotion paid by a saved card: waitlist:<entry id>:<PAYG|PAYG_PLUS>. */
export const WAITLIST_REFERENCE = 'waitlist:';

export function waitlistReference(entryId: string, source: 'PAYG' | 'PAYG_PLUS'): string {
  return `${WAITLIST_REFERENCE}${entryId}:${source}`;
}

/**
 * Fulfilment of a succeeded saved-card payment of a promotion, in the payment's transaction: the
 * place is already held ('charging'), so the ticket is created and the row turns 'promoted'. If the
 * hold was given up meanwhile, the whole price returns as credits: money never disappears. The
 * booking says `entry.booked` (the partner's `booking.created` webhook), in the payment's transaction.
 */
export async function waitlistFulfilment(
  tx: Executor,
  payment: Payment,
  now: Date,
  publicUrl: string,
  mailer: Mailer,
  events: AppEvents,
): Promise<void> {
  const match = /^waitlist:([0-9a-f-]{36}):(PAYG|PAYG_PLUS)$/.exec(payment.reference ?? '');
  if (!match) throw new Error(`waitlist payment ${payment.id} has no valid reference`);
  const entry = await lockWaitlistEntry(tx, match[1]!);
  if (entry?.state !== 'charging') {
    if (payment.totalAmount > 0) {
      await moveCredits(
        tx,
        payment.userId,
        payment.totalAmount,
        'refund',
        `waitlist-unavailable:${payment.id}`,
      );
    }
    return;
  }
  const activityId = await findSlotActivityId(tx, entry.timeSlotId);
  const ticketId = await insertTicket(tx, {
    userId: entry.userId,
    activityId: activityId!,
    optionId: entry.optionId,
    timeSlotId: entry.timeSlotId,
    source: match[2] as 'PAYG' | 'PAYG_PLUS',
    price: payment.totalAmount,
    paymentId: payment.id,
    expiresAt: entryExpiresAt(now),
    createdAt: now,
  });
  await setWaitlistState(tx, entry.id, 'promoted', now, { ticketId });
  await settleOfferedPlaces(tx, entry.timeSlotId, now, publicUrl, mailer);
  await events.emit(tx, {
    type: 'entry.booked',
    ticketId,
    timeSlotId: entry.timeSlotId,
    // the place was held when the charge began: whether it was the last one is read now
    lastPlace: await isSlotFull(tx, entry.timeSlotId),
  });
}
