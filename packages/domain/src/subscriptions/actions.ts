import { isYearly } from '../plans/planTypes.ts';
import { hasActiveSubscription, isCanceling, type SubscriptionStatus } from './state.ts';

/** Our decision: extend is offered for an ACTIVE yearly plan that is not being cancelled. */
export function canExtend(sub: SubscriptionStatus | null | undefined): boolean {
  return !!sub && isYearly(sub.type) && sub.currentState === 'ACTIVE' && !isCanceling(sub);
}

/** Reactivation (renew) makes sense while a cancellation or a switch is scheduled. */
export function canReactivate(sub: SubscriptionStatus | null | undefined): boolean {
  return hasActiveSubscription(sub) && (isCanceling(sub) || !!sub?.switchTo);
}

/** SPEC 4: reactivate clears the cancel flags and switchTo. */
export function reactivate<T extends SubscriptionStatus>(sub: T): T {
  return { ...sub, cancelAtPeriodEnd: false, cancelAtWholeEnd: false, switchTo: null };
}

/** SPEC 4: cancel pending switch clears switchTo (and a pending area, if the subscription has one). */
export function cancelPendingSwitch<T extends SubscriptionStatus>(sub: T): T {
  const next: T = { ...sub, switchTo: null };
  if ('switchToAreaId' in next) return { ...next, switchToAreaId: null };
  return next;
}
