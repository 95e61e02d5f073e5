import {
  type CancellationType,
  cancellationDetails,
  cancellationEffectiveDate,
  cancellationFee,
  cancellationTypesFor,
  isPlanChangeLocked,
} from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import { SUBSCRIPTION_TEXTS } from '../../../shared/messages.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { dropPlannedPause, updateSubscription, userCredits } from '../repository.ts';
import { chargeNow } from './charge-now.ts';
import { currentPause } from './current-pause.ts';
import { refuseCompanyPlan, requireLive, subscriptionAnswer } from './live.ts';

/**
 * PUT /api/user/subscriptions/cancel-subscription: cancels at the period end, at the whole (yearly) end,
 * or at once with the yearly catch-up fee charged (`key`, the call's Idempotency-Key, keys the charge).
 */
export async function cancelSubscription(
  ctx: UseCaseContext,
  account: Account,
  { cancellationType, key }: { cancellationType: CancellationType; key: string },
) {
  const { db, now } = ctx;
  const userId = account.id;
  const sub = await requireLive(db, userId);
  await refuseCompanyPlan(db, sub);
  if (!cancellationTypesFor(sub.type).includes(cancellationType))
    throw new AppError('CANCELLATION_TYPE_NOT_OFFERED', { details: { field: 'cancellationType' } });
  if (sub.cancelAtPeriodEnd || sub.cancelAtWholeEnd) throw new AppError('SUBSCRIPTION_ALREADY_CANCELED');
  if (isPlanChangeLocked(sub.startDate, now)) throw new AppError('SUBSCRIPTION_LOCKED');
  const fee = cancellationFee(sub, cancellationType, now);
  if (fee > 0) {
    await chargeNow(ctx, sub, {
      amount: fee,
      kind: 'catch_up_fee',
      reference: `${sub.id}:cancel:${now.getTime()}`,
      description: SUBSCRIPTION_TEXTS.catchUpFee,
      key: `catch-up-${sub.id}-${key}`,
    });
  } else {
    // a pause planned after the end is given up (a running one lasts to the end: nothing is charged)
    const pause = currentPause(sub, now);
    if (pause && pause.startsAt > now) await dropPlannedPause(db, sub, now);
    await updateSubscription(db, sub.id, {
      cancelAtPeriodEnd: cancellationType === 'at_period_end',
      cancelAtWholeEnd: cancellationType === 'at_whole_end',
      switchTo: null,
      switchToAreaId: null,
      cancelledAt: now,
      updatedAt: now,
    });
  }
  // the customer's own step, for the back office's timeline (a reactivation is told apart from it)
  await insertAuditEntry(db, {
    actorId: userId,
    action: 'subscription.cancel',
    targetId: userId,
    data: { subscriptionId: sub.id, cancellationType, fee },
    at: now,
  });
  return {
    success: true as const,
    subscription: await subscriptionAnswer(db, sub.id),
    cancellation: cancellationDetails(sub, now),
    endsAt: cancellationEffectiveDate(sub, cancellationType, now).toISOString(),
    user: { credits: await userCredits(db, userId) },
  };
}
