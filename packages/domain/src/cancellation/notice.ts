import { CONSTANTS, HOUR_MS } from '../constants.ts';
import type { Instant } from '../periods/instant.ts';
import { msLeftInPeriod, periodEnd } from '../periods/period.ts';

/** Last moment to cancel a flexible plan per the terms: 24 hours before the period ends (SPEC 5). */
export function flexibleCancellationDeadline(startDate: Instant, now: Instant): Date {
  return new Date(periodEnd(startDate, now).getTime() - CONSTANTS.FLEXIBLE_CANCEL_NOTICE_HOURS * HOUR_MS);
}

/**
 * SPEC 5: the terms say a flexible plan must be cancelled at least 24 hours before period end
 * (inclusive at exactly 24 h). Informative only: the interface never refuses a cancellation.
 */
export function canCancelFlexibleInTime(startDate: Instant, now: Instant): boolean {
  return msLeftInPeriod(startDate, now) >= CONSTANTS.FLEXIBLE_CANCEL_NOTICE_HOURS * HOUR_MS;
}
