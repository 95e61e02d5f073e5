import { CONSTANTS, PERIOD_MS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';
import { currentPeriodIndex, isInProtectedWindow, periodEnd } from '../periods/period.ts';
import { isFlexible } from '../plans/planTypes.ts';
import { isCanceling, type SubscriptionStatus } from './state.ts';

/**
 * Pause ("Pozastavit členství", our decision on top of SPEC 4's flexible plan): a flexible
 * Championship can be paused from its next period for 1 to 3 whole periods; it resumes by itself and
 * nothing is charged (nor covered) while paused. At most two pauses may start within any 52 weeks
 * (13 periods, the product's year of SPEC 9), counted on a rolling window, not per calendar year.
 */
export const PAUSE_RULES = {
  MIN_PERIODS: 1,
  MAX_PERIODS: 3,
  MAX_PER_YEAR: 2,
  /** the rolling window the limit counts in: 13 periods = 52 weeks = 364 days */
  WINDOW_MS: CONSTANTS.PERIODS_PER_YEAR * PERIOD_MS,
} as const;

/** A planned or running pause: from the start of one period until the start of the period it resumes with. */
export interface PauseWindow {
  startsAt: Instant;
  resumesAt: Instant;
}

/** The pause `periods` long that would start with the next period. */
export function plannedPause(
  startDate: Instant,
  now: Instant,
  periods: number,
): { fromPeriod: number; periods: number; startsAt: Date; resumesAt: Date } {
  const fromPeriod = currentPeriodIndex(startDate, now) + 1;
  const start = toEpochMs(startDate);
  return {
    fromPeriod,
    periods,
    startsAt: new Date(start + fromPeriod * PERIOD_MS),
    resumesAt: new Date(start + (fromPeriod + periods) * PERIOD_MS),
  };
}

export type PauseStatus = 'planned' | 'running' | 'over';

/** planned before it starts, running until it resumes (exclusive), then over. */
export function pauseStatus(pause: PauseWindow, now: Instant): PauseStatus {
  const t = toEpochMs(now);
  if (t < toEpochMs(pause.startsAt)) return 'planned';
  return t < toEpochMs(pause.resumesAt) ? 'running' : 'over';
}

/** Whether a moment (a period's start, an entry's time) falls in the pause. */
export function isPausedAt(pause: PauseWindow | null | undefined, at: Instant): boolean {
  return !!pause && pauseStatus(pause, at) === 'running';
}

/** Number of whole periods a pause lasts. */
export function pausePeriods(pause: PauseWindow): number {
  return Math.round((toEpochMs(pause.resumesAt) - toEpochMs(pause.startsAt)) / PERIOD_MS);
}

/** Pauses that count against the limit for a pause starting at `at`: those started in the 52 weeks before it. */
export function pausesInYear(earlierStarts: readonly Instant[], at: Instant): number {
  const t = toEpochMs(at);
  return earlierStarts.filter((s) => {
    const start = toEpochMs(s);
    return start <= t && start > t - PAUSE_RULES.WINDOW_MS;
  }).length;
}

/** How many more pauses may start at `at`. */
export function pausesLeft(earlierStarts: readonly Instant[], at: Instant): number {
  return Math.max(0, PAUSE_RULES.MAX_PER_YEAR - pausesInYear(earlierStarts, at));
}

/** From when a pause may start again, given the limit: `at` itself when pauses are left. */
export function nextPauseAllowedFrom(earlierStarts: readonly Instant[], at: Instant): Date {
  const t = toEpochMs(at);
  const counted = earlierStarts
    .map(toEpochMs)
    .filter((start) => start <= t && start > t - PAUSE_RULES.WINDOW_MS)
    .sort((a, b) => a - b);
  const over = counted.length - PAUSE_RULES.MAX_PER_YEAR;
  return new Date(over < 0 ? t : counted[over]! + PAUSE_RULES.WINDOW_MS);
}

export type PauseRefusal =
  | 'NOT_FLEXIBLE'
  | 'NOT_ACTIVE'
  | 'CANCELING'
  | 'SWITCH_PENDING'
  | 'ALREADY_PAUSED'
  | 'PERIODS_OUT_OF_RANGE'
  | 'LOCKED'
  | 'YEARLY_LIMIT';

export interface PausableSubscription extends SubscriptionStatus {
  startDate: Instant;
  /** the planned or running pause, if any (an over one is ignored) */
  pause?: PauseWindow | null;
}

/**
 * Why a pause of `periods` periods cannot be planned now, or null when it can. Our decisions:
 * only an ACTIVE flexible plan (the yearly plan is a commitment; WAITING_FOR_PAYMENT pays first);
 * not while a cancellation or a switch is scheduled (undo that first); one pause at a time, so at
 * least one paid period lies between two pauses; not in the protected window before a renewal.
 */
export function pauseRefusal(input: {
  sub: PausableSubscription;
  periods: number;
  now: Instant;
  earlierPauseStarts: readonly Instant[];
}): PauseRefusal | null {
  const { sub, periods, now } = input;
  if (!isFlexible(sub.type)) return 'NOT_FLEXIBLE';
  if (sub.currentState !== 'ACTIVE') return 'NOT_ACTIVE';
  if (isCanceling(sub)) return 'CANCELING';
  if (sub.switchTo) return 'SWITCH_PENDING';
  if (sub.pause && pauseStatus(sub.pause, now) !== 'over') return 'ALREADY_PAUSED';
  if (!Number.isInteger(periods) || periods < PAUSE_RULES.MIN_PERIODS || periods > PAUSE_RULES.MAX_PERIODS)
    return 'PERIODS_OUT_OF_RANGE';
  if (isInProtectedWindow(sub.startDate, now)) return 'LOCKED';
  const { startsAt } = plannedPause(sub.startDate, now, periods);
  if (pausesInYear(input.earlierPauseStarts, startsAt) >= PAUSE_RULES.MAX_PER_YEAR) return 'YEARLY_LIMIT';
  return null;
}

/** What the pause modal shows for one choice: dates, and what is (not) charged. Amounts in haléře. */
export function pauseQuote(
  sub: { startDate: Instant; subscribedPrice: number },
  now: Instant,
  periods: number,
): {
  periods: number;
  startsAt: Date;
  resumesAt: Date;
  /** periods not charged: each paused one */
  skippedPeriods: number;
  notCharged: number;
  /** the first charge after the pause, at the price of a period */
  nextChargeAt: Date;
  nextChargeAmount: number;
} {
  const plan = plannedPause(sub.startDate, now, periods);
  return {
    periods,
    startsAt: plan.startsAt,
    resumesAt: plan.resumesAt,
    skippedPeriods: periods,
    notCharged: periods * sub.subscribedPrice,
    nextChargeAt: plan.resumesAt,
    nextChargeAmount: sub.subscribedPrice,
  };
}

/**
 * Cancelling a pause: a planned one is dropped (it does not count against the limit); a running
 * one ends with the current period, so the plan resumes (and is charged) from the next period; it
 * still counts. 'none' when a running pause already ends with this period, or the pause is over.
 */
export function pauseCancellation(
  pause: PauseWindow,
  startDate: Instant,
  now: Instant,
): { kind: 'drop' } | { kind: 'shorten'; resumesAt: Date } | { kind: 'none' } {
  const status = pauseStatus(pause, now);
  if (status === 'planned') return { kind: 'drop' };
  const resumesAt = periodEnd(startDate, now);
  if (status === 'over' || resumesAt.getTime() >= toEpochMs(pause.resumesAt)) return { kind: 'none' };
  return { kind: 'shorten', resumesAt };
}
