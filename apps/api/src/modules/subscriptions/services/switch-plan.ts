import {
  isPlanChangeLocked,
  isSameChoice,
  pragueDayKey,
  type SubscriptionType,
  voucherCoversPeriodsAhead,
} from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import { SUBSCRIPTION_TEXTS } from '../../../shared/messages.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { appendCredit, type Executor, isPaymentFinal } from '../../payments/index.ts';
import {
  loadAreaName,
  lockSubscription,
  paymentsWithReferencePrefix,
  type Subscription,
  userCredits,
} from '../repository.ts';
import { applySwitch } from './apply-switch.ts';
import { chargeNow } from './charge-now.ts';
import { currentPause } from './current-pause.ts';
import { choiceOf, refuseCompanyPlan, requireLive, subscriptionAnswer } from './live.ts';
import { planName } from './plan-name.ts';
import { quoteSwitch, switchQuoteDto } from './quote.ts';
import { switchChargeReference } from './switch-charge.ts';

/**
 * PUT /api/user/subscriptions/switch-subscription: switches the plan at once or at the period end (as the
 * quote says), charging or crediting the difference (`key`, the call's Idempotency-Key, keys the charge).
 */
export async function switchPlan(
  ctx: UseCaseContext,
  account: Account,
  input: { newType: SubscriptionType; newAreaId?: string | null | undefined; key: string },
) {
  const { db, now } = ctx;
  const { key, ...body } = input;
  const userId = account.id;
  const sub = await requireLive(db, userId);
  await refuseCompanyPlan(db, sub);
  if (await hasUnsettledSwitchCharge(db, sub)) throw new AppError('SUBSCRIPTION_SWITCH_IN_PROGRESS');
  if (sub.currentState === 'WAITING_FOR_PAYMENT') throw new AppError('SUBSCRIPTION_WAITING_FOR_PAYMENT');
  if (sub.cancelAtPeriodEnd || sub.cancelAtWholeEnd) throw new AppError('SUBSCRIPTION_CANCELING');
  if (sub.switchTo) throw new AppError('SUBSCRIPTION_SWITCH_PENDING');
  if (currentPause(sub, now)) throw new AppError('SUBSCRIPTION_PAUSED');
  if (voucherCoversPeriodsAhead(sub.currentPeriod, sub.voucherPeriods))
    throw new AppError('SUBSCRIPTION_VOUCHER_COVERED');
  if (isPlanChangeLocked(sub.startDate, now)) throw new AppError('SUBSCRIPTION_LOCKED');
  const target = await choiceOf(db, body.newType, body.newAreaId, pragueDayKey(now));
  const currentArea = sub.areaId ? { id: sub.areaId, price: 0 } : null;
  if (isSameChoice({ type: sub.type, area: currentArea }, target))
    throw new AppError('SAME_PLAN', { details: { field: 'newType' } });
  const q = await quoteSwitch(db, sub, target, now);
  if (q.totalDue > 0) {
    // the charge's fulfilment puts the switch into effect with the payment (services/fulfilments.ts)
    await chargeNow(ctx, sub, {
      amount: q.totalDue,
      kind: 'switch',
      reference: switchChargeReference(sub, now, target),
      description: SUBSCRIPTION_TEXTS.switchTo(
        planName(target.type, await loadAreaName(db, target.area?.id)),
      ),
      key: `switch-${sub.id}-${key}`,
    });
  } else {
    await db.transaction(async (tx) => {
      const locked = (await lockSubscription(tx, sub.id))!;
      if (q.creditBack > 0) {
        const reference = `${sub.id}:switch:${now.getTime()}`;
        await appendCredit(tx, { userId, amount: q.creditBack, reason: 'switch_refund', reference });
        await ctx.events.emit(tx, {
          type: 'credits.returned',
          userId,
          amount: q.creditBack,
          reason: 'switch_refund',
          reference,
          what: { kind: 'switch' },
        });
      }
      await applySwitch(tx, locked, { target, quote: q, askedAt: now, now });
    });
  }
  return {
    success: true as const,
    subscription: await subscriptionAnswer(db, sub.id),
    quote: switchQuoteDto(q),
    user: { credits: await userCredits(db, userId) },
  };
}

/**
 * A switch whose charge the card provider has not settled with us yet (a crash or a lost connection
 * in between): the reconcile job settles it and then applies that switch or returns its money, so no
 * second switch is priced on the plan until then.
 */
async function hasUnsettledSwitchCharge(db: Executor, sub: Subscription): Promise<boolean> {
  const charges = await paymentsWithReferencePrefix(db, sub.userId, `${sub.id}:switch:`);
  return charges.some((payment) => payment.kind === 'switch' && !isPaymentFinal(payment.status));
}
