import type { EntryCancelResponse } from '@champions/contract';
import { entryCancelDeadline, entryCancellationKind } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { reverseReferralRewardForPayment } from '../../referrals/index.ts';
import { findGuestOfTicket } from '../guest-repository.ts';
import { cancelTicketOnce } from '../purchase-repository.ts';
import { findTicketView, lockAccount, moveCredits, releasePlace } from '../repository.ts';
import { toHistoryEntry } from './list-history.ts';
import { entryRefundReference, ticketCancellationRefund } from './refund-ticket.ts';

/**
 * POST /api/user/entries/{id}/cancel: until 2 hours before the slot the price returns as credits at
 * once; later, until the slot starts, the place is offered ("burza": waitlist first, then anyone) and
 * the price returns when someone takes it (settleOfferedPlaces). The place is freed either way.
 * The freed place goes to the waitlist first, after the commit (`entry.cancelled`'s reactions).
 * The mailer queues the e-mail of a referral reward taken back, in the cancellation's transaction.
 */
export async function cancelEntry(
  { db, events, now, mailer }: UseCaseContext,
  user: Account,
  { ticketId }: { ticketId: string },
): Promise<EntryCancelResponse> {
  return events.transaction(db, async (tx) => {
    await lockAccount(tx, user.id);
    const view = await findTicketView(tx, ticketId);
    if (!view || view.ticket.userId !== user.id) throw new AppError('ENTRY_NOT_FOUND');
    const t = view.ticket;
    if (t.isCancelled) throw new AppError('ENTRY_ALREADY_CANCELLED');
    if (t.isUsed) throw new AppError('ENTRY_USED');
    if (t.expiredAt || t.expiresAt <= now) throw new AppError('ENTRY_EXPIRED');
    // a friend's place the friend claimed was paid by its buyer: neither of them cancels it any more
    const guest = await findGuestOfTicket(tx, t.id);
    if (guest?.claimedAt) throw new AppError('ENTRY_NOT_CANCELLABLE');
    const kind = entryCancellationKind(
      {
        isUsed: t.isUsed,
        isCancelled: t.isCancelled,
        expiresAt: t.expiresAt,
        slotStartsAt: view.slotStartsAt,
      },
      now,
    );
    if (!kind) {
      const deadline = entryCancelDeadline(view.slotStartsAt);
      throw new AppError('ENTRY_SLOT_STARTED', {
        details: { cancelDeadline: deadline?.toISOString() ?? null },
      });
    }
    const cancelled = await cancelTicketOnce(tx, t.id, {
      cancelledAt: now,
      lateCancel: kind === 'offer' ? 'offered' : null,
    });
    if (!cancelled) throw new AppError('ENTRY_NOT_CANCELLABLE');
    const freedFullSlot = t.timeSlotId ? await releasePlace(tx, t.timeSlotId) : false;
    const refund = kind === 'refund' ? await ticketCancellationRefund(tx, t) : 0;
    let credits = (await lockAccount(tx, user.id))?.credits ?? 0;
    if (refund > 0) {
      const balance = await moveCredits(tx, user.id, refund, 'refund', entryRefundReference(t.id));
      credits = balance ?? credits;
      await events.emit(tx, {
        type: 'credits.returned',
        userId: user.id,
        amount: refund,
        reason: 'refund',
        reference: entryRefundReference(t.id),
        what: { kind: 'entry', activity: view.activityName, startsAt: view.slotStartsAt },
        paymentId: t.paymentId,
      });
      // the purchase that earned a referral reward came back: both rewards go back too
      // (after the refund, so the credit it returns can cover a reward already spent)
      // (a friend's place taken back leaves the purchase standing)
      if (
        !guest &&
        t.paymentId &&
        (await reverseReferralRewardForPayment(tx, t.paymentId, { now, mailer }))
      ) {
        credits = (await lockAccount(tx, user.id))?.credits ?? credits;
      }
    }
    await events.emit(tx, {
      type: 'entry.cancelled',
      ticketId: t.id,
      timeSlotId: t.timeSlotId,
      freedFullSlot,
    });
    const after = await findTicketView(tx, t.id);
    return { entry: toHistoryEntry(after!, now), kind, refundedCredits: refund, credits };
  });
}
