import { CONSTANTS } from '../constants.ts';
import { isYearly } from '../plans/planTypes.ts';
import { hasActiveSubscription, isCanceling, type SubscriptionStatus } from './state.ts';

/** Our decision: extend is offered for an ACTIVE yearly plan that is not being cancelled. */
export function canExtend(
  sub: (SubscriptionStatus & { currentPeriod?: number; numOfPeriods?: number }) | null | undefined,
): boolean {
  if (!sub || !isYearly(sub.type) || sub.currentState !== 'ACTIVE' || isCanceling(sub)) return false;
  // one extension ahead at most: a plan with two years or more still to run is not extended again
  if (sub.currentPeriod === undefined || sub.numOfPeriods === undefined) return true;
  return sub.numOfPeriods - sub.currentPeriod < 2 * CONSTANTS.PERIODS_PER_YEAR;
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
