import type { SubscriptionType } from '../brand.ts';

export const SUBSCRIPTION_STATES = [
  'ACTIVE',
  'WAITING_FOR_PAYMENT',
  'NOT_STARTED',
  'ENDED',
  'CANCELLED',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The subscription fields the state rules read (SPEC 3 subscription). */
export interface SubscriptionStatus {
  type: SubscriptionType;
  currentState: SubscriptionState;
  cancelAtPeriodEnd?: boolean;
  cancelAtWholeEnd?: boolean;
  /** Pending plan the subscription switches to at the next period, if any. */
  switchTo?: SubscriptionType | null;
}

/** A user may have no subscription at all. */
export type MaybeSubscription = SubscriptionStatus | null | undefined;

/** SPEC 4: 'has active subscription' means ACTIVE or WAITING_FOR_PAYMENT. */
export function hasActiveSubscription(sub: MaybeSubscription): boolean {
  return sub?.currentState === 'ACTIVE' || sub?.currentState === 'WAITING_FOR_PAYMENT';
}

/** SPEC 4: NOT_STARTED is a separate flag. */
export function isNotStarted(sub: MaybeSubscription): boolean {
  return sub?.currentState === 'NOT_STARTED';
}

/** SPEC 4: Basic is current with no subscription or state ENDED, CANCELLED, NOT_STARTED or WAITING_FOR_PAYMENT. */
export function isBasicCurrent(sub: MaybeSubscription): boolean {
  if (!sub) return true;
  return sub.currentState !== 'ACTIVE';
}

/** SPEC 4: PAYG+ is current when the type is PAYG_PLUS and the state is ACTIVE. */
export function isPaygPlusCurrent(sub: MaybeSubscription): boolean {
  return sub?.type === 'PAYG_PLUS' && sub.currentState === 'ACTIVE';
}

/** SPEC 4: PAYG+ is pending activation when switchTo is PAYG_PLUS, or PAYG_PLUS and NOT_STARTED / WAITING_FOR_PAYMENT. */
export function isPaygPlusPendingActivation(sub: MaybeSubscription): boolean {
  if (!sub) return false;
  if (sub.switchTo === 'PAYG_PLUS') return true;
  return (
    sub.type === 'PAYG_PLUS' &&
    (sub.currentState === 'NOT_STARTED' || sub.currentState === 'WAITING_FOR_PAYMENT')
  );
}

/** SPEC 4: true when cancellation at period end or at the end of the whole year is scheduled. */
export function isCanceling(sub: MaybeSubscription): boolean {
  return Boolean(sub?.cancelAtPeriodEnd || sub?.cancelAtWholeEnd);
}

export type CheckoutStatus = 'active' | 'canceling' | 'not_started';

/**
 * SPEC 4 checkout status. Our decision on the order: NOT_STARTED -> 'not_started'; a scheduled
 * cancellation -> 'canceling'; ACTIVE or WAITING_FOR_PAYMENT -> 'active'. Without a subscription, or
 * when it ENDED or was CANCELLED, there is nothing to manage: null (the checkout offers a new purchase).
 */
export function checkoutStatus(sub: MaybeSubscription): CheckoutStatus | null {
  if (!sub) return null;
  if (isNotStarted(sub)) return 'not_started';
  if (!hasActiveSubscription(sub)) return null;
  return isCanceling(sub) ? 'canceling' : 'active';
}

/** An active (or awaiting payment) yearly or flexible membership. */
export function hasActiveChampionship(sub: MaybeSubscription): boolean {
  return hasActiveSubscription(sub) && sub?.type !== 'PAYG_PLUS';
}
