import { CONSTANTS, DAY_MS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';

export interface ReactivationInput {
  /** When the cancellation (with its catch-up fee) was made. */
  cancelledAt: Instant;
  now: Instant;
  /** The catch-up fee that was paid, minor units. */
  catchUpFeePaid: number;
}

/** SPEC 9: reactivation within 28 days (inclusive) credits back the catch-up fee; later, nothing. */
export function reactivationCredit({ cancelledAt, now, catchUpFeePaid }: ReactivationInput): number {
  const elapsed = toEpochMs(now) - toEpochMs(cancelledAt);
  return elapsed <= CONSTANTS.REACTIVATION_WINDOW_DAYS * DAY_MS ? catchUpFeePaid : 0;
}
