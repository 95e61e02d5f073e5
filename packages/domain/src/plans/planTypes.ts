import type { SubscriptionType } from '../brand.ts';

/** The yearly plan: 13 periods (52 weeks) with a commitment. */
export function isYearly(type: SubscriptionType): boolean {
  return type === 'CHAMPIONSHIP';
}

/** The flexible plan: month-to-month (per 28-day period), cancellable at period end. */
export function isFlexible(type: SubscriptionType): boolean {
  return type === 'CHAMPIONSHIP_FLEXIBLE';
}

/** A membership plan (yearly or flexible), as opposed to PAYG+. */
export function isChampionship(type: SubscriptionType): boolean {
  return type === 'CHAMPIONSHIP' || type === 'CHAMPIONSHIP_FLEXIBLE';
}
