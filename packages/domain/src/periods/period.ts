import { CONSTANTS, DAY_MS, MINUTE_MS, PERIOD_MS } from '../constants.ts';
import { type Instant, toEpochMs } from './instant.ts';

/**
 * Periods are exact 672-hour spans counted from the subscription start (SPEC 4, 9), so daylight
 * saving time never shifts a period boundary. Days are whole days since start:
 * floor(elapsed ms / 86 400 000). Before the start, elapsed time counts as 0.
 */
function elapsedMs(start: Instant, now: Instant): number {
  return Math.max(0, toEpochMs(now) - toEpochMs(start));
}

/** Whole days since start: floor(elapsed ms / 86 400 000); 0 before the start. */
export function daysSinceStart(start: Instant, now: Instant): number {
  return Math.floor(elapsedMs(start, now) / DAY_MS);
}

/** Zero-based index of the current 28-day period (day 0-27 -> 0, day 28 -> 1). */
export function currentPeriodIndex(start: Instant, now: Instant): number {
  return Math.floor(elapsedMs(start, now) / PERIOD_MS);
}

/** Number of started periods, counting the current one: floor(days / 28) + 1 (SPEC 9). */
export function startedPeriods(start: Instant, now: Instant): number {
  return currentPeriodIndex(start, now) + 1;
}

/** SPEC 4: progress through the current period = (days since start mod 28) / 28, as a percentage. */
export function periodProgressPercent(start: Instant, now: Instant): number {
  return ((daysSinceStart(start, now) % CONSTANTS.PERIOD_DAYS) / CONSTANTS.PERIOD_DAYS) * 100;
}

/** Start of the current period. */
export function periodStart(start: Instant, now: Instant): Date {
  return new Date(toEpochMs(start) + currentPeriodIndex(start, now) * PERIOD_MS);
}

/** End of the current period (exclusive): the moment the next period starts. */
export function periodEnd(start: Instant, now: Instant): Date {
  return new Date(periodStart(start, now).getTime() + PERIOD_MS);
}

/** The end of period `index` (0-based) of a plan that started at `start`: the paid-for time ends there. */
export function endOfPeriod(start: Instant, index: number): Date {
  return new Date(toEpochMs(start) + (index + 1) * PERIOD_MS);
}

/** Our decision: the next billing date is the end of the current period. */
export function nextBillingDate(start: Instant, now: Instant): Date {
  return periodEnd(start, now);
}

/** Milliseconds left in the current period (always > 0). */
export function msLeftInPeriod(start: Instant, now: Instant): number {
  return periodEnd(start, now).getTime() - toEpochMs(now);
}

/** Whole days left in the current period, 1-28: 28 - (days since start mod 28). */
export function daysLeftInPeriod(start: Instant, now: Instant): number {
  return CONSTANTS.PERIOD_DAYS - (daysSinceStart(start, now) % CONSTANTS.PERIOD_DAYS);
}

/** SPEC 4: the protected window applies when 60 minutes or less remain (inclusive at exactly 60). */
export function isInProtectedWindow(start: Instant, now: Instant): boolean {
  return msLeftInPeriod(start, now) <= CONSTANTS.PROTECTED_WINDOW_MINUTES * MINUTE_MS;
}
