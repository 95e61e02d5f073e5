import { DAY_MS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';

/** Our decisions about verified reviews of an activity. */
export const REVIEW_RULES = {
  /** A scanned entry can be reviewed for this many days after the scan. */
  WINDOW_DAYS: 14,
  MIN_RATING: 1,
  MAX_RATING: 5,
  /** Longest review text and partner reply, characters. */
  MAX_TEXT: 500,
} as const;

export type ReviewRefusal = 'not_scanned' | 'not_yet_over' | 'window_closed' | 'already_reviewed';

/**
 * Our decision: only an entry that was scanned at the door can be reviewed, once, after its slot has
 * ended (an open entry, without a slot, from the scan), within 14 days (exactly 14 × 24 h) of the scan.
 */
export function reviewRefusal(
  input: { usedAt: Instant | null; alreadyReviewed: boolean; slotEndsAt?: Instant | null },
  now: Instant,
): ReviewRefusal | null {
  if (input.usedAt === null) return 'not_scanned';
  if (input.alreadyReviewed) return 'already_reviewed';
  if (input.slotEndsAt && toEpochMs(now) < toEpochMs(input.slotEndsAt)) return 'not_yet_over';
  if (toEpochMs(now) > toEpochMs(input.usedAt) + REVIEW_RULES.WINDOW_DAYS * DAY_MS) return 'window_closed';
  return null;
}

/** The average rating rounded to one decimal (null without reviews). */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}
