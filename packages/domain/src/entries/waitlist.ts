import { MINUTE_MS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';

/** A place on the waitlist of a full time slot ("náhradník"). */
export const WAITLIST_STATES = ['waiting', 'charging', 'promoted', 'failed', 'left', 'closed'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/**
 * Why a freed place could not be given to a waiting user (kept on the 'failed' row; the web and the
 * e-mail word it in the reader's language): not enough credit and no saved card, the saved card was
 * declined, the activity's variant is no longer offered; 'unknown' for an old row whose reason was not
 * recognised.
 */
export const WAITLIST_FAIL_REASONS = ['no_money', 'card_failed', 'unavailable', 'unknown'] as const;
export type WaitlistFailReason = (typeof WAITLIST_FAIL_REASONS)[number];

/** Our decisions about the waitlist. */
export const WAITLIST_RULES = {
  /** A freed place goes to the waitlist until this many minutes before the slot starts. */
  PROMOTE_UNTIL_MINUTES_BEFORE: 30,
} as const;

/** The last moment a freed place is handed to the first in line (after that the waitlist closes). */
export function waitlistClosesAt(slotStartsAt: Instant): Date {
  return new Date(toEpochMs(slotStartsAt) - WAITLIST_RULES.PROMOTE_UNTIL_MINUTES_BEFORE * MINUTE_MS);
}

export type WaitlistJoinRefusal = 'not_full' | 'closed' | 'already_holds' | 'already_waiting';

/**
 * Our decision: a signed-in user may join the waitlist of a slot that is full, still open for the
 * waitlist (until 30 minutes before the start), when they hold no ticket for it and do not wait yet.
 */
export function waitlistJoinRefusal(
  input: { free: number; slotStartsAt: Instant; holdsTicket: boolean; waiting: boolean },
  now: Instant,
): WaitlistJoinRefusal | null {
  if (toEpochMs(now) >= waitlistClosesAt(input.slotStartsAt).getTime()) return 'closed';
  if (input.holdsTicket) return 'already_holds';
  if (input.waiting) return 'already_waiting';
  if (input.free > 0) return 'not_full';
  return null;
}

/** Whether freed places still go to the waitlist at `now`. */
export function isWaitlistOpen(slotStartsAt: Instant, now: Instant): boolean {
  return toEpochMs(now) < waitlistClosesAt(slotStartsAt).getTime();
}
