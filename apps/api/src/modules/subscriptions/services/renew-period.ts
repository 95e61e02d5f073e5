import type { UseCaseContext } from '../../../shared/use-case.ts';
import { withAccountLock } from '../../payments/index.ts';
import { findSubscription } from '../repository.ts';
import { chargeRenewal } from './charge-renewal.ts';
import { closePeriod } from './close-period.ts';
import { recordRenewalFailure } from './record-renewal-failure.ts';

/** What a `subscriptions.renew` job names: the subscription and the period that is due. */
export interface RenewalJob {
  subscriptionId: string;
  period: number;
}

/**
 * The job `subscriptions.renew`: applies the period-end changes under the subscription's row lock
 * (cancellation, pending switch, year end -> flexible), then charges the new period off-session with the
 * idempotency key of that period and attempt; the payment's fulfilment advances the period only if it is
 * still the one due, so each period is billed exactly once. A renewal holds the account's money lock, as
 * the customer's own plan changes do.
 */
export async function renewPeriod(ctx: UseCaseContext, _actor: null, job: RenewalJob): Promise<void> {
  const owner = await findSubscription(ctx.db, job.subscriptionId);
  if (!owner) return;
  await withAccountLock(ctx.db, owner.userId, async () => {
    const sub = await closePeriod(ctx, job.subscriptionId, job.period);
    if (!sub) return;
    const failure = await chargeRenewal(ctx, sub, job.period);
    if (failure) await recordRenewalFailure(ctx, sub, job.period, failure);
  });
}
