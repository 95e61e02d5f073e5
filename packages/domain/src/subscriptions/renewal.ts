import { DAY_MS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';

/**
 * Our decision (in the manner of Stripe's smart retries): when the charge of a new period fails the
 * subscription waits for payment (WAITING_FOR_PAYMENT, still counted as active, SPEC 4) and the
 * charge is tried again 1, 3 and 7 days after the period began. After the fourth failed try it ends.
 */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;

/**
 * When to try a failed renewal again, counted from the moment the period was due; null when the
 * failures are used up (the subscription ends). failedAttempts counts the failures so far (>= 1).
 */
export function renewalRetryAt(dueAt: Instant, failedAttempts: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[failedAttempts - 1];
  if (failedAttempts < 1 || days === undefined) return null;
  return new Date(toEpochMs(dueAt) + days * DAY_MS);
}
