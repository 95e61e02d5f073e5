import { CONSTANTS, PERIOD_MS } from '../constants.ts';
import { type Haler, type HalerAmount, haler } from '../money/convert.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';
import { currentPeriodIndex } from '../periods/period.ts';
import { type YearlyTerm, yearEnd, yearlyPeriodCount } from './yearEnd.ts';

/**
 * Our decision: "extend by a year" is offered, and accepted, only in the last 2 periods (56 days)
 * of the yearly commitment; earlier the customer has nothing to decide yet.
 */
export const EXTEND_WINDOW_PERIODS = 2;

/** What a new yearly plan commits to: the one source of its periods, end date and total. */
export interface YearlyCommitment {
  /** 28-day periods in the commitment, the promo's free one included */
  periods: number;
  /** periods the promo code gives for free (the first one) */
  freePeriods: number;
  paidPeriods: number;
  /** start + periods × 28 days */
  endsAt: Date;
  /** what the paid periods cost together, in haléře */
  total: Haler;
}

/** A yearly plan started at `start`: 13 paid periods, with the promo 14 periods of which the first is free. */
export function yearlyCommitment(
  start: Instant,
  periodPrice: HalerAmount,
  promoApplied: boolean,
): YearlyCommitment {
  const periods = yearlyPeriodCount(promoApplied);
  const freePeriods = promoApplied ? CONSTANTS.PROMO_FREE_PERIODS : 0;
  const paidPeriods = periods - freePeriods;
  return {
    periods,
    freePeriods,
    paidPeriods,
    endsAt: yearEnd({ startDate: start, numOfPeriods: periods }),
    total: haler(periodPrice * paidPeriods),
  };
}

/** When the extension window opens: EXTEND_WINDOW_PERIODS periods before the commitment ends. */
export function extendWindowStart(term: YearlyTerm): Date {
  return new Date(yearEnd(term).getTime() - EXTEND_WINDOW_PERIODS * PERIOD_MS);
}

/** True in the last EXTEND_WINDOW_PERIODS periods of the commitment (its end excluded). */
export function isInExtendWindow(term: YearlyTerm, now: Instant): boolean {
  const t = toEpochMs(now);
  return t >= extendWindowStart(term).getTime() && t < yearEnd(term).getTime();
}

/** A running yearly plan against its commitment, as the plan card shows it. */
export interface CommitmentProgress {
  /** periods in the commitment (extensions included) */
  periods: number;
  endsAt: Date;
  /** the running period, counted from 1 */
  currentPeriod: number;
  /** periods still to come after the running one */
  periodsRemaining: number;
  extendFrom: Date;
  extendOpen: boolean;
}

export function commitmentProgress(term: YearlyTerm, now: Instant): CommitmentProgress {
  const currentPeriod = Math.min(currentPeriodIndex(term.startDate, now) + 1, term.numOfPeriods);
  return {
    periods: term.numOfPeriods,
    endsAt: yearEnd(term),
    currentPeriod,
    periodsRemaining: Math.max(0, term.numOfPeriods - currentPeriod),
    extendFrom: extendWindowStart(term),
    extendOpen: isInExtendWindow(term, now),
  };
}
