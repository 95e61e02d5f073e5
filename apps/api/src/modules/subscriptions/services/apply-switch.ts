import {
  isChampionship,
  isYearly,
  PERIOD_MS,
  type PlanChoice,
  type SwitchQuote,
  yearlyPeriodCount,
} from '@champions/domain';
import { insertAuditEntry } from '../../auth/index.ts';
import type { Executor } from '../../payments/index.ts';
import { type Subscription, updateSubscription } from '../repository.ts';

/**
 * Puts a quoted switch into effect on the locked subscription: the new plan at once (from PAYG+ a new
 * period starts when it was asked), or the switch planned for the period end with its catch-up fee.
 * The switch goes on record with the charge that paid it (the back office's timeline; the money audit
 * reads there that the charge bought its switch, whatever the plan became later).
 */
export async function applySwitch(
  tx: Executor,
  sub: Subscription,
  change: { target: PlanChoice; quote: SwitchQuote; askedAt: Date; now: Date; paymentId?: string },
): Promise<void> {
  const { target, quote: q, askedAt, now } = change;
  await insertAuditEntry(tx, {
    actorId: sub.userId,
    action: 'subscription.switch',
    targetId: sub.userId,
    data: {
      subscriptionId: sub.id,
      from: { type: sub.type, areaId: sub.areaId },
      to: { type: target.type, areaId: target.area?.id ?? null },
      effective: q.effective,
      paymentId: change.paymentId ?? null,
    },
    at: now,
  });
  if (q.effective === 'immediately') {
    const fromPaygPlus = !isChampionship(sub.type);
    await updateSubscription(tx, sub.id, {
      type: target.type,
      areaId: target.area?.id ?? null,
      subscribedPrice: q.newRecurringPrice,
      monthlyPrice: q.newRecurringPrice,
      catchUpFee: q.penaltyRefund > 0 ? 0 : sub.catchUpFee,
      ...(fromPaygPlus
        ? {
            startDate: askedAt,
            currentPeriod: 0,
            numOfPeriods: isYearly(target.type) ? yearlyPeriodCount(false) : 1,
            nextBillingDate: new Date(askedAt.getTime() + PERIOD_MS),
          }
        : {}),
      updatedAt: now,
    });
  } else {
    await updateSubscription(tx, sub.id, {
      switchTo: target.type,
      switchToAreaId: target.area?.id ?? null,
      ...(q.catchUpFee > 0 ? { catchUpFee: q.catchUpFee, cancelledAt: askedAt } : {}),
      updatedAt: now,
    });
  }
}
