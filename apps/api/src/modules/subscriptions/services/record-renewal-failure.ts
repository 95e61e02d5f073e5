import { renewalRetryAt } from '@champions/domain';
import type { RenewalFailure } from '../../../mail/subscription-facts.ts';
import { subscriptionMail } from '../../../mail/subscription-mails.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { cancelCoveredEntriesFrom, mailCancelledCoveredEntries } from '../../entries/index.ts';
import {
  findAccount,
  loadAreaName,
  lockSubscription,
  periodStartAt,
  type Subscription,
  updateSubscription,
} from '../repository.ts';

/**
 * A renewal the card did not pay: WAITING_FOR_PAYMENT with the next retry, or ENDED (its covered entries
 * from the unpaid period on cancelled) after the last one; the customer is mailed why, in the same
 * transaction.
 */
export async function recordRenewalFailure(
  { db, now, mailer, config, events }: Pick<UseCaseContext, 'db' | 'now' | 'mailer' | 'config' | 'events'>,
  sub: Subscription,
  period: number,
  reason: RenewalFailure,
): Promise<void> {
  const publicUrl = config.PUBLIC_URL;
  await db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, sub.id);
    if (!locked || locked.currentPeriod !== period - 1) return;
    if (locked.currentState !== 'ACTIVE' && locked.currentState !== 'WAITING_FOR_PAYMENT') return;
    const failures = locked.failedAttempts + 1;
    const unpaidFrom = periodStartAt(locked, period);
    const retryAt = renewalRetryAt(unpaidFrom, failures);
    const cancelledEntries = retryAt
      ? []
      : await cancelCoveredEntriesFrom(tx, {
          userId: locked.userId,
          from: unpaidFrom,
          now,
          events,
        });
    await updateSubscription(
      tx,
      locked.id,
      retryAt
        ? { currentState: 'WAITING_FOR_PAYMENT', failedAttempts: failures, retryAt, updatedAt: now }
        : {
            currentState: 'ENDED',
            failedAttempts: failures,
            retryAt: null,
            nextBillingDate: null,
            updatedAt: now,
          },
    );
    // the e-mails are queued with the change they tell about
    await mailCancelledCoveredEntries({ db: tx, mailer, publicUrl }, locked.userId, cancelledEntries);
    const account = await findAccount(tx, sub.userId);
    const areaName = await loadAreaName(tx, sub.areaId);
    if (account)
      await mailer.send(
        account.email,
        'subscription_payment_failed',
        subscriptionMail.paymentFailed({
          plan: { type: sub.type, areaName },
          amount: sub.subscribedPrice,
          retryAt,
          reason,
          url: `${publicUrl.replace(/\/$/, '')}/user/subscription`,
        }),
        tx,
      );
  });
}
