import { subscriptionMail } from '../../../mail/subscription-mails.ts';
import { AppError } from '../../../shared/errors.ts';
import { SUBSCRIPTION_TEXTS } from '../../../shared/messages.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { postWithdrawalProvided } from '../../books/index.ts';
import { cancelCoveredEntriesFrom, mailCancelledCoveredEntries } from '../../entries/index.ts';
import { type ReturnPrepaid, returnPrepaid, returnPrepaidLater } from '../../payments/index.ts';
import { findAccount, liveSubscription, loadAreaName, updateIfLive, userCredits } from '../repository.ts';
import { refuseCompanyPlan, subscriptionAnswer } from './live.ts';
import { provideVoucherRest } from './voucher-plan.ts';
import { contractPayments, withdrawalInfo } from './withdrawal-info.ts';

/** A withdrawal's refund left to the job is tried again this long after the withdrawal. */
const RETURN_RETRY_MS = 5 * 60_000;

/**
 * POST /api/user/subscriptions/withdraw, withdrawal from the contract (Civil Code §1829): the subscription
 * ends at once with its covered entries from now on, and in that same transaction the service already
 * provided (what the settlement charges) is posted to the books as provided from the contract's payments,
 * the e-mails are queued and a return of what each payment still prepays is queued as a job. Then that
 * return is made at once (to the card, the credits part as credit): the amount comes from the books, so a
 * return the job repeats, or one that a crash left to the job, gives back what was paid and not provided,
 * once. A company plan is the company's to end (it removes the seat), not the employee's.
 */
export async function withdraw(ctx: UseCaseContext, customer: Account) {
  const { db, now, payments: pay, mailer, events } = ctx;
  const publicUrl = ctx.config.PUBLIC_URL;
  const userId = customer.id;
  const live = await liveSubscription(db, userId);
  if (live) await refuseCompanyPlan(db, live);
  const info = await withdrawalInfo(ctx, customer);
  if (!info.possible) throw new AppError('WITHDRAWAL_NOT_POSSIBLE');
  const sub = (await liveSubscription(db, userId))!;
  const account = await findAccount(db, userId);
  const areaName = await loadAreaName(db, sub.areaId);
  const paymentIds = (await contractPayments(db, sub)).map((p) => p.id);
  const returns: ReturnPrepaid[] = paymentIds.map((paymentId) => ({
    paymentId,
    userId,
    refundKey: 'withdrawal',
    record: { actorId: userId, reason: SUBSCRIPTION_TEXTS.withdrawalRefund },
  }));
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
    // what the settlement charges was provided; the rest of each payment is what goes back
    await postWithdrawalProvided(tx, { subscriptionId: sub.id, charged: info.charged, paymentIds });
    // a plan a gift voucher started: the voucher's covered periods end with it (nothing of it goes back)
    await provideVoucherRest(tx, sub);
    for (const item of returns) await returnPrepaidLater(tx, item, new Date(now.getTime() + RETURN_RETRY_MS));
    // the covered entries after the withdrawal go with it: the membership no longer pays for them
    const cancelledEntries = await cancelCoveredEntriesFrom(tx, {
      userId,
      from: now,
      now,
      events,
    });
    if (account)
      await mailer.send(
        account.email,
        'subscription_withdrawal',
        subscriptionMail.withdrawn({
          plan: { type: sub.type, areaName },
          at: now,
          refund: info.refund,
          charged: info.charged,
          url: `${publicUrl.replace(/\/$/, '')}/user/subscription`,
        }),
        tx,
      );
    await mailCancelledCoveredEntries({ db: tx, mailer, publicUrl }, userId, cancelledEntries);
  });
  for (const item of returns) {
    try {
      await returnPrepaid(pay, db, item);
    } catch {
      // the provider failed: the job queued with the withdrawal returns it (the books say how much)
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
