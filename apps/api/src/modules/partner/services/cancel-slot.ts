import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { mailTemplates } from '../../../mail/templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import { ticketCancellationRefund } from '../../entries/index.ts';
import { appendCredit } from '../../payments/index.ts';
import { reverseReferralRewardForPayment } from '../../referrals/index.ts';
import { ownSlot } from '../scope.ts';
import {
  cancelUnusedTickets,
  markSlotCancelled,
  selectAccountEmails,
  settleOfferedTickets,
} from '../slot-repository.ts';

/**
 * Cancels a slot: in one transaction its unused tickets are cancelled and what each user paid comes
 * back as credit (less what a back-office refund already gave back of that payment) (an append-only ledger row per ticket; the unique reason+reference makes a retry
 * harmless), and so does the price of every late-cancelled place still on offer (with the ledger
 * reference of an ordinary cancellation's refund, so it can never come back twice). The users are
 * told by e-mail afterwards.
 */
export async function cancelSlot(
  db: Database,
  events: AppEvents,
  mailer: Mailer,
  publicUrl: string,
  adminId: string,
  slotId: string,
  now: Date,
) {
  const { slot, activity, venue } = await ownSlot(db, adminId, slotId);
  if (slot.cancelled) throw new AppError('SLOT_ALREADY_CANCELLED');
  if (slot.startsAt.getTime() <= now.getTime()) throw new AppError('SLOT_ALREADY_STARTED');

  const refunds = await events.transaction(db, async (tx) => {
    if (!(await markSlotCancelled(tx, slotId))) throw new AppError('SLOT_ALREADY_CANCELLED');
    const toCancel = await cancelUnusedTickets(tx, slotId);
    const done: { userId: string; amount: number }[] = [];
    for (const ticket of toCancel) {
      // the price, less what a back-office refund already gave back of its payment
      const refund = await ticketCancellationRefund(tx, ticket);
      if (refund > 0) {
        await appendCredit(tx, {
          userId: ticket.userId,
          amount: refund,
          reason: 'slot_cancelled',
          reference: ticket.id,
        });
        // the purchase that earned a referral reward did not stand
        if (ticket.paymentId) await reverseReferralRewardForPayment(tx, ticket.paymentId, { now, mailer });
      }
      done.push({ userId: ticket.userId, amount: refund });
    }
    for (const offered of await settleOfferedTickets(tx, slotId)) {
      const refund = await ticketCancellationRefund(tx, offered);
      if (refund > 0) {
        await appendCredit(tx, {
          userId: offered.userId,
          amount: refund,
          reason: 'refund',
          reference: `entry:${offered.id}`,
        });
      }
      done.push({ userId: offered.userId, amount: refund });
    }
    await events.emit(tx, { type: 'slot.cancelled', timeSlotId: slotId });
    // and each booking the slot took with it (the partner's `booking.cancelled` webhooks)
    for (const ticket of toCancel) {
      await events.emit(tx, { type: 'entry.withdrawn', ticketId: ticket.id, by: 'partner' });
    }
    return done;
  });

  const byUser = new Map<string, number>();
  for (const refund of refunds) byUser.set(refund.userId, (byUser.get(refund.userId) ?? 0) + refund.amount);
  if (byUser.size > 0) {
    const users = await selectAccountEmails(db, [...byUser.keys()]);
    const url = `${publicUrl}/activities/${activity.id}`;
    for (const user of users) {
      const amount = byUser.get(user.id) ?? 0;
      await mailer.send(
        user.email,
        'slot_cancelled',
        mailTemplates.slotCancelled(
          activity.name,
          venue.name,
          slot.startsAt,
          amount > 0 ? amount : null,
          url,
        ),
      );
    }
  }
  const creditReturned = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return { notified: byUser.size, creditReturned };
}
