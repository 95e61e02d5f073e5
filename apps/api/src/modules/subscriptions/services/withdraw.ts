import { subscriptionMail } from '../../../mail/subscription-mails.ts';
import { AppError } from '../../../shared/errors.ts';
import { SUBSCRIPTION_TEXTS } from '../../../shared/messages.ts';
import { cancelCoveredEntriesFrom, mailCancelledCoveredEntries } from '../../entries/index.ts';
import { findAccount, liveSubscription, loadAreaName, updateIfLive, userCredits } from '../repository.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { refuseCompanyPlan, subscriptionAnswer } from './live.ts';
import { planName } from './plan-name.ts';
import { contractPayments, withdrawalInfo } from './withdrawal-info.ts';

/**
 * Withdrawal from the contract (Civil Code §1829): the subscription ends at once with its covered
 * entries from now on, the e-mails about both are queued in that same transaction, then what the
 * settlement returns goes back (to the card, the credits part as credit). A company plan is the
 * company's to end (it removes the seat), not the employee's.
 */
export async function withdraw(deps: SubscriptionsDeps, userId: string) {
  const { db, clock, payments: pay, mailer } = deps;
  const publicUrl = deps.publicUrl ?? '';
  const live = await liveSubscription(db, userId);
  if (live) await refuseCompanyPlan(db, live);
  const info = await withdrawalInfo(deps, userId);
  if (!info.possible) throw new AppError('WITHDRAWAL_NOT_POSSIBLE');
  const sub = (await liveSubscription(db, userId))!;
  const now = clock.now();
  const account = await findAccount(db, userId);
  const areaName = await loadAreaName(db, sub.areaId);
  await db.transaction(async (tx) => {
    const ended = await updateIfLive(tx, sub.id, {
      currentState: 'CANCELLED',
      cancelledAt: now,
      nextBillingDate: null,
      retryAt: null,
      switchTo: null,
      switchToAreaId: null,
      updatedAt: now,
    });
    if (!ended) throw new AppError('SUBSCRIPTION_ALREADY_ENDED');
    // the covered entries after the withdrawal go with it: the membership no longer pays for them
    const cancelledEntries = await cancelCoveredEntriesFrom(tx, { userId, from: now, now });
    if (account && mailer)
      await mailer.send(
        account.email,
        'subscription_withdrawal',
        subscriptionMail.withdrawn({
          plan: planName(sub.type, areaName),
          at: now,
          refund: info.refund,
          charged: info.charged,
          url: `${publicUrl.replace(/\/$/, '')}/user/subscription`,
        }),
        tx,
      );
    await mailCancelledCoveredEntries({ db: tx, mailer, publicUrl }, userId, cancelledEntries);
  });
  // each payment gives back at most what is left of it (net of earlier refunds), the card part first;
  // the card refund is recorded on the payment, so the back office offers only what is left after it
  let remaining = info.refund;
  for (const p of await contractPayments(db, sub)) {
    if (remaining <= 0) break;
    const toCard = Math.min(remaining, p.providerIntentId ? p.cardLeft : 0);
    if (toCard > 0) {
      await pay.refundPayment({
        paymentId: p.id,
        amount: toCard,
        to: 'card',
        refundKey: 'withdrawal',
        record: { actorId: userId, reason: SUBSCRIPTION_TEXTS.withdrawalRefund },
      });
      remaining -= toCard;
    }
    const toCredits = Math.min(remaining, p.left - toCard);
    if (toCredits > 0) {
      await pay.refundPayment({
        paymentId: p.id,
        amount: toCredits,
        to: 'credits',
        refundKey: 'withdrawal-credits',
      });
      remaining -= toCredits;
    }
  }
  return {
    success: true as const,
    subscription: await subscriptionAnswer(db, sub.id),
    charged: info.charged,
    refund: { amount: info.refund },
    receivedAt: now.toISOString(),
    user: { credits: await userCredits(db, userId) },
  };
}
