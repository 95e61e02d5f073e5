import {
  isChampionship,
  isPlanChangeLocked,
  isSameChoice,
  isYearly,
  PERIOD_MS,
  pragueDayKey,
  type SubscriptionType,
  yearlyPeriodCount,
} from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import { SUBSCRIPTION_TEXTS } from '../../../shared/messages.ts';
import { appendCredit } from '../../payments/index.ts';
import { loadAreaName, lockSubscription, updateSubscription, userCredits } from '../repository.ts';
import { chargeNow } from './charge-now.ts';
import { currentPause } from './current-pause.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { choiceOf, refuseCompanyPlan, requireLive, subscriptionAnswer } from './live.ts';
import { planName } from './plan-name.ts';
import { quoteSwitch, switchQuoteDto } from './quote.ts';

/** Switches the plan at once or at the period end (as the quote says), charging or crediting the difference. */
export async function switchPlan(
  deps: SubscriptionsDeps,
  userId: string,
  body: { newType: SubscriptionType; newAreaId?: string | null | undefined },
  key: string,
) {
  const { db, clock } = deps;
  const sub = await requireLive(db, userId);
  await refuseCompanyPlan(db, sub);
  const now = clock.now();
  if (sub.currentState === 'WAITING_FOR_PAYMENT') throw new AppError('SUBSCRIPTION_WAITING_FOR_PAYMENT');
  if (sub.cancelAtPeriodEnd || sub.cancelAtWholeEnd) throw new AppError('SUBSCRIPTION_CANCELING');
  if (sub.switchTo) throw new AppError('SUBSCRIPTION_SWITCH_PENDING');
  if (currentPause(sub, now)) throw new AppError('SUBSCRIPTION_PAUSED');
  if (isPlanChangeLocked(sub.startDate, now)) throw new AppError('SUBSCRIPTION_LOCKED');
  const target = await choiceOf(db, body.newType, body.newAreaId, pragueDayKey(now));
  const currentArea = sub.areaId ? { id: sub.areaId, price: 0 } : null;
  if (isSameChoice({ type: sub.type, area: currentArea }, target))
    throw new AppError('SAME_PLAN', { details: { field: 'newType' } });
  const q = await quoteSwitch(deps, sub, target);
  if (q.totalDue > 0) {
    await chargeNow(deps, sub, {
      amount: q.totalDue,
      kind: 'switch',
      reference: `${sub.id}:switch:${now.getTime()}`,
      description: SUBSCRIPTION_TEXTS.switchTo(
        planName(target.type, await loadAreaName(db, target.area?.id)),
      ),
      key: `switch-${sub.id}-${key}`,
    });
  }
  await db.transaction(async (tx) => {
    await lockSubscription(tx, sub.id);
    if (q.creditBack > 0) {
      const reference = `${sub.id}:switch:${now.getTime()}`;
      await appendCredit(tx, { userId, amount: q.creditBack, reason: 'switch_refund', reference });
      await deps.mailer?.moneyEvent(tx, {
        kind: 'credits_returned',
        userId,
        amount: q.creditBack,
        reason: 'switch_refund',
        reference,
        what: SUBSCRIPTION_TEXTS.creditsForSwitch,
      });
    }
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
              startDate: now,
              currentPeriod: 0,
              numOfPeriods: isYearly(target.type) ? yearlyPeriodCount(false) : 1,
              nextBillingDate: new Date(now.getTime() + PERIOD_MS),
            }
          : {}),
        updatedAt: now,
      });
    } else {
      await updateSubscription(tx, sub.id, {
        switchTo: target.type,
        switchToAreaId: target.area?.id ?? null,
        ...(q.catchUpFee > 0 ? { catchUpFee: q.catchUpFee, cancelledAt: now } : {}),
        updatedAt: now,
      });
    }
  });
  return {
    success: true as const,
    subscription: await subscriptionAnswer(db, sub.id),
    quote: switchQuoteDto(q),
    user: { credits: await userCredits(db, userId) },
  };
}
