import { PERIOD_MS, pragueDayKey } from '@champions/domain';
import type { Clock } from '../../../shared/clock.ts';
import { postFeeProvided } from '../../books/index.ts';
import {
  type Executor,
  type Payment,
  type PaymentsService,
  returnPaymentLater,
} from '../../payments/index.ts';
import { lockSubscription, recordPromoRedemption, updateSubscription } from '../repository.ts';
import { applySwitch } from './apply-switch.ts';
import { choiceOf } from './live.ts';
import { quoteSwitch } from './quote.ts';
import { planFingerprint, readSwitchChargeReference } from './switch-charge.ts';

/**
 * What a succeeded payment of each subscription kind grants, in the payment's transaction; registered
 * once per app (the payments service refuses a second registration of a kind).
 */
export function registerSubscriptionFulfilments(payments: PaymentsService, clock: Clock): void {
  payments.registerFulfilment('subscription', (tx, payment) => fulfilPeriod(tx, payment, clock.now()));
  payments.registerFulfilment('catch_up_fee', (tx, payment) => fulfilCatchUpFee(tx, payment, clock.now()));
  payments.registerFulfilment('switch', (tx, payment) => fulfilSwitch(tx, payment, clock.now()));
}

/** A paid period (reference `${subscriptionId}:${period}`): period 0 starts it, later ones renew it. */
async function fulfilPeriod(tx: Executor, payment: Payment, now: Date): Promise<void> {
  const [subscriptionId, periodText] = (payment.reference ?? '').split(':');
  const period = Number(periodText);
  const sub = await lockSubscription(tx, subscriptionId!);
  if (!sub) throw new Error(`subscription ${subscriptionId} of payment ${payment.id} is missing`);
  const paidFor =
    (period === 0 && sub.currentState === 'NOT_STARTED') ||
    (period === sub.currentPeriod + 1 &&
      (sub.currentState === 'ACTIVE' || sub.currentState === 'WAITING_FOR_PAYMENT'));
  if (paidFor) {
    if (period === 0 && sub.promoApplied)
      await recordPromoRedemption(tx, { userId: sub.userId, subscriptionId: sub.id, at: now });
    await updateSubscription(tx, sub.id, {
      currentState: 'ACTIVE',
      currentPeriod: period,
      nextBillingDate: new Date(sub.startDate.getTime() + (period + 1) * PERIOD_MS),
      failedAttempts: 0,
      retryAt: null,
      updatedAt: now,
    });
  } else if (sub.currentState === 'CANCELLED' || sub.currentState === 'ENDED') {
    // paid after the checkout was abandoned or the plan ended: nothing is owed, the money goes back
    if (payment.totalAmount > 0) await returnPaymentLater(tx, payment, now, 'plan_ended');
  }
}

/**
 * A switch's charge (reference from `switchChargeReference`) puts the switch into effect as it was asked
 * and quoted, while the plan is as it was then. A charge settled late (the reconcile job after a crash or
 * a lost connection) on a plan changed meanwhile buys nothing: the money goes back.
 */
async function fulfilSwitch(tx: Executor, payment: Payment, now: Date): Promise<void> {
  const asked = readSwitchChargeReference(payment.reference);
  const sub = asked ? await lockSubscription(tx, asked.subscriptionId) : null;
  if (asked && sub && planFingerprint(sub) === asked.plan) {
    const target = await choiceOf(tx, asked.type, asked.areaId, pragueDayKey(asked.askedAt));
    const quote = await quoteSwitch(tx, sub, target, asked.askedAt);
    if (quote.totalDue === payment.totalAmount) {
      await applySwitch(tx, sub, { target, quote, askedAt: asked.askedAt, now, paymentId: payment.id });
      return;
    }
  }
  if (payment.totalAmount > 0) await returnPaymentLater(tx, payment, now, 'plan_changed');
}

/** The catch-up fee of an immediate yearly cancellation (reference `${subscriptionId}:cancel:…`). */
async function fulfilCatchUpFee(tx: Executor, payment: Payment, now: Date): Promise<void> {
  const subscriptionId = (payment.reference ?? '').split(':')[0]!;
  const sub = await lockSubscription(tx, subscriptionId);
  if (!sub) throw new Error(`subscription ${subscriptionId} of payment ${payment.id} is missing`);
  await updateSubscription(tx, sub.id, {
    cancelAtPeriodEnd: true,
    cancelAtWholeEnd: false,
    switchTo: null,
    switchToAreaId: null,
    cancelledAt: now,
    catchUpFee: payment.totalAmount,
    updatedAt: now,
  });
  await postFeeProvided(tx, payment.id);
}
