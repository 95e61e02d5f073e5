import type { SubscriptionType } from '../brand.ts';
import { CONSTANTS, DAY_MS, PERIOD_MS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';

/** The fields of a yearly subscription that fix its end (SPEC 3: startDate, numOfPeriods). */
export interface YearlyTerm {
  startDate: Instant;
  /** Periods in the commitment: 13 (52 weeks), 14 with the promo code (56 weeks), +13 per extension. */
  numOfPeriods: number;
}

/** Periods of a new yearly plan: 13, or 14 when the promo code adds the free first period (SPEC 5). */
export function yearlyPeriodCount(promoApplied: boolean): number {
  return promoApplied ? CONSTANTS.PROMO_TOTAL_PERIODS : CONSTANTS.PERIODS_PER_YEAR;
}

/** End of the yearly commitment: start + numOfPeriods x 28 days (52 weeks, or 56 with the promo). */
export function yearEnd(term: YearlyTerm): Date {
  return new Date(toEpochMs(term.startDate) + term.numOfPeriods * PERIOD_MS);
}

/** SPEC 9: the reminder is sent 4 weeks before the yearly plan ends. */
export function yearEndReminderDate(term: YearlyTerm): Date {
  return new Date(yearEnd(term).getTime() - CONSTANTS.YEAR_END_REMINDER_WEEKS * 7 * DAY_MS);
}

/** SPEC 4: warning in the last 28 days before the end: reminder date <= now < end. */
export function isInYearEndWarning(term: YearlyTerm, now: Instant): boolean {
  const t = toEpochMs(now);
  return t >= yearEndReminderDate(term).getTime() && t < yearEnd(term).getTime();
}

/** Our decision: an extension adds one more year, numOfPeriods + 13 (SPEC 4: extend increments numOfPeriods). */
export function extendedNumOfPeriods(numOfPeriods: number): number {
  return numOfPeriods + CONSTANTS.PERIODS_PER_YEAR;
}

export interface YearlySubscription extends YearlyTerm {
  type: SubscriptionType;
  cancelAtWholeEnd?: boolean;
}

export type YearEndOutcome = 'running' | 'convert_to_flexible' | 'end';

/**
 * What happens at the end of the year. Not yearly, or before the end: 'running'. Year over with
 * cancellation at the whole end: 'end'. Year over and not extended: 'convert_to_flexible' (SPEC 4).
 */
export function yearEndOutcome(sub: YearlySubscription, now: Instant): YearEndOutcome {
  if (sub.type !== 'CHAMPIONSHIP' || toEpochMs(now) < yearEnd(sub).getTime()) return 'running';
  return sub.cancelAtWholeEnd ? 'end' : 'convert_to_flexible';
}

/** SPEC 4: a yearly plan whose year is over and was not extended converts to flexible. */
export function shouldConvertToFlexible(sub: YearlySubscription, now: Instant): boolean {
  return yearEndOutcome(sub, now) === 'convert_to_flexible';
}
