import type { SubscriptionType } from '../brand.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';
import { daysSinceStart, periodEnd } from '../periods/period.ts';
import { isYearly } from '../plans/planTypes.ts';
import { yearEnd } from '../subscriptions/yearEnd.ts';
import { catchUpFee, periodsUsed } from './catchUpFee.ts';

/**
 * SPEC 4: the value sent as cancellationType. 'at_period_end' is the yearly plan's immediate choice
 * (with the catch-up fee) and the only choice of flexible and PAYG+; 'at_whole_end' ends the yearly
 * plan at the end of its year with no fee.
 */
export const CANCELLATION_TYPES = ['at_period_end', 'at_whole_end'] as const;
export type CancellationType = (typeof CANCELLATION_TYPES)[number];

/** SPEC 3 cancellation details. amount is minor units. */
export interface CancellationDetails {
  type: 'fee' | 'end_of_period';
  amount: number;
  daysUsed: number;
  periodsUsed: number;
}

export interface CancellableSubscription {
  type: SubscriptionType;
  startDate: Instant;
}

/**
 * What an immediate cancellation costs now. Flexible and PAYG+ (our decision for PAYG+): end of
 * period, no fee. Yearly: catch-up fee of 199 Kč x started periods, counted from startDate.
 */
export function cancellationDetails(sub: CancellableSubscription, now: Instant): CancellationDetails {
  const daysUsed = daysSinceStart(sub.startDate, now);
  const periods = periodsUsed(daysUsed);
  if (!isYearly(sub.type)) return { type: 'end_of_period', amount: 0, daysUsed, periodsUsed: periods };
  return { type: 'fee', amount: catchUpFee(daysUsed), daysUsed, periodsUsed: periods };
}

/** The cancellation types a plan offers: the yearly plan both, flexible and PAYG+ only at_period_end. */
export function cancellationTypesFor(type: SubscriptionType): readonly CancellationType[] {
  return isYearly(type) ? CANCELLATION_TYPES : ['at_period_end'];
}

/** The fee charged for a cancellation choice: catch-up fee for a yearly at_period_end, else 0. */
export function cancellationFee(
  sub: CancellableSubscription,
  cancellationType: CancellationType,
  now: Instant,
): number {
  return cancellationType === 'at_whole_end' ? 0 : cancellationDetails(sub, now).amount;
}

/**
 * When access ends: at_period_end -> end of the current (already paid) period;
 * at_whole_end -> end of the yearly commitment (start + numOfPeriods x 28 days).
 */
export function cancellationEffectiveDate(
  sub: CancellableSubscription & { numOfPeriods: number },
  cancellationType: CancellationType,
  now: Instant,
): Date {
  if (cancellationType === 'at_whole_end') return yearEnd(sub);
  return periodEnd(sub.startDate, toEpochMs(now));
}
