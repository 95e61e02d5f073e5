import type { SubscriptionType } from '../brand.ts';
import { isChampionship } from '../plans/planTypes.ts';

/**
 * Plan vouchers ("dárkový poukaz na Championship", docs/business-rules.md, "Dárkové poukazy"): a number of
 * periods of a Championship plan (yearly or flexible) at a location (or all locations), as the checkout offers
 * it, sold at the plan's period price × periods. Redeemed, it starts the plan and its first periods are not
 * charged. A single-purpose voucher: the plan and the place are known at the sale, so it is taxed then.
 */

export const PLAN_VOUCHER_MIN_PERIODS = 1;
export const PLAN_VOUCHER_MAX_PERIODS = 12;

/** A plan a voucher may be for: Championship only (PAYG+ is a discount, not a gift). */
export function isPlanVoucherType(type: SubscriptionType): boolean {
  return isChampionship(type);
}

/** Whole periods from 1 to 12. */
export function isPlanVoucherPeriods(periods: number): boolean {
  return (
    Number.isInteger(periods) && periods >= PLAN_VOUCHER_MIN_PERIODS && periods <= PLAN_VOUCHER_MAX_PERIODS
  );
}

/** What the voucher costs: the plan's period price on the day of the sale × the periods. */
export function planVoucherAmount(periodPrice: number, periods: number): number {
  return periodPrice * periods;
}

/** The subscription's period `index` (0 = the first) is covered by the voucher: nothing is charged for it. */
export function isVoucherCoveredPeriod(index: number, voucherPeriods: number): boolean {
  return index >= 0 && index < voucherPeriods;
}

/**
 * Whether a voucher still covers a period after the current one (`currentPeriod`, 0 = the first): while it
 * does, the plan is neither switched nor paused (our decision). A switch would carry the covered periods to
 * a dearer plan, a pause would spend them on periods without entries; from the last covered period on, both
 * work as on any plan (an upgrade pays the difference for the days left, the next period at the new price).
 */
export function voucherCoversPeriodsAhead(currentPeriod: number, voucherPeriods: number): boolean {
  return isVoucherCoveredPeriod(currentPeriod + 1, voucherPeriods);
}

/**
 * What the voucher's payment provides when the covered period `index` has run its course: an equal share of
 * the amount, the last covered period the rest (so the periods add up to the amount exactly); 0 past them.
 */
export function planVoucherPeriodProvided(amount: number, periods: number, index: number): number {
  if (!isVoucherCoveredPeriod(index, periods)) return 0;
  const share = Math.floor(amount / periods);
  return index === periods - 1 ? amount - share * (periods - 1) : share;
}
