import type { Instant } from '../periods/instant.ts';
import { isInProtectedWindow } from '../periods/period.ts';
import { isChampionship } from '../plans/planTypes.ts';
import { hasActiveChampionship, type SubscriptionStatus } from '../subscriptions/state.ts';

/**
 * A subscription with its area and a possible pending switch. Our decision: any pending switch
 * sets switchTo (for a location-only change, switchTo = the current type) and switchToAreaId is the
 * area after the switch (repeated when unchanged). null area = all locations.
 */
export interface ChangeableSubscription extends SubscriptionStatus {
  areaId: string | null;
  switchToAreaId?: string | null;
}

/** A pending change of duration (yearly <-> flexible) or of plan (to PAYG+). */
export function hasPendingDurationChange(sub: ChangeableSubscription): boolean {
  return sub.switchTo != null && sub.switchTo !== sub.type;
}

/** A pending change of location (to another area or all locations) within the membership. */
export function hasPendingLocationChange(sub: ChangeableSubscription): boolean {
  return sub.switchTo != null && isChampionship(sub.switchTo) && (sub.switchToAreaId ?? null) !== sub.areaId;
}

/**
 * SPEC 4: location can change with an active Championship, but not while a duration change is
 * pending (the location selectors are disabled then).
 */
export function canChangeLocation(sub: ChangeableSubscription | null | undefined): boolean {
  return !!sub && hasActiveChampionship(sub) && !hasPendingDurationChange(sub);
}

/** SPEC 4: duration can change with an active Championship, but not while a location change is pending. */
export function canChangeDuration(sub: ChangeableSubscription | null | undefined): boolean {
  return !!sub && hasActiveChampionship(sub) && !hasPendingLocationChange(sub);
}

/**
 * Our decision: in the protected window (60 minutes or less before the period ends, SPEC 4) the
 * renewal is under way, so switches, cancellations and extensions wait for the next period.
 */
export function isPlanChangeLocked(startDate: Instant, now: Instant): boolean {
  return isInProtectedWindow(startDate, now);
}
