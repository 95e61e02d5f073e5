import type { SubscriptionType } from '../brand.ts';
import { CONSTANTS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';
import { pragueDayKey } from '../periods/pragueDay.ts';
import { isChampionship } from '../plans/planTypes.ts';
import { isPausedAt, type PauseWindow } from '../subscriptions/pause.ts';
import type { SubscriptionState } from '../subscriptions/state.ts';

/** The membership fields coverage reads. areaId null = all locations. */
export interface CoveringSubscription {
  type: SubscriptionType;
  currentState: SubscriptionState;
  areaId: string | null;
  /** a planned or running pause: entries in it are not covered (nothing is paid for them) */
  pause?: PauseWindow | null;
  /**
   * the end of the period paid for: an entry after it is not covered (it would be free if the plan
   * then ended, was withdrawn from or not paid). Unknown (undefined) only in callers that check it.
   */
  paidUntil?: Instant | null;
}

export interface CoverageInput {
  subscription: CoveringSubscription | null | undefined;
  /** Area of the venue the entry is for. */
  venueAreaId: string;
  /** When the entry takes place (the time slot start, or the scan time). */
  at: Instant;
  /** When the user's earlier membership-covered entries took place (any range; only same-day ones count). */
  coveredEntriesAt: readonly Instant[];
}

export type CoverageResult =
  | { covered: true; dayKey: string }
  | { covered: false; reason: 'no_membership' | 'other_area' | 'daily_limit' | 'after_paid_period' };

/**
 * Our decision: an ACTIVE Championship (yearly or flexible) covers entries at venues in its area,
 * or in every area for the all-locations plan, with a fair-use limit of one covered entry per
 * Europe/Prague calendar day. WAITING_FOR_PAYMENT does not cover (pay first), and neither does the
 * membership cover an entry after the end of the period paid for (it is covered once that period is paid).
 */
export function membershipCoverage({
  subscription,
  venueAreaId,
  at,
  coveredEntriesAt,
}: CoverageInput): CoverageResult {
  if (
    !subscription ||
    !isChampionship(subscription.type) ||
    subscription.currentState !== 'ACTIVE' ||
    isPausedAt(subscription.pause, at)
  ) {
    return { covered: false, reason: 'no_membership' };
  }
  if (subscription.areaId !== null && subscription.areaId !== venueAreaId) {
    return { covered: false, reason: 'other_area' };
  }
  if (subscription.paidUntil && toEpochMs(at) >= toEpochMs(subscription.paidUntil)) {
    return { covered: false, reason: 'after_paid_period' };
  }
  const dayKey = pragueDayKey(at);
  const usedToday = coveredEntriesAt.filter((entryAt) => pragueDayKey(entryAt) === dayKey).length;
  if (usedToday >= CONSTANTS.COVERED_ENTRIES_PER_DAY) return { covered: false, reason: 'daily_limit' };
  return { covered: true, dayKey };
}
