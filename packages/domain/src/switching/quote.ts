import { catchUpFee } from '../cancellation/catchUpFee.ts';
import { CONSTANTS, DAY_MS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';
import { daysLeftInPeriod, daysSinceStart, periodEnd, startedPeriods } from '../periods/period.ts';
import type { Config } from '../plans/config.ts';
import { isChampionship, isYearly } from '../plans/planTypes.ts';
import { type PlanChoice, recurringPrice } from '../plans/price.ts';

export interface CurrentPlan extends PlanChoice {
  /** Start of the current subscription; periods are counted from here. */
  startDate: Instant;
  /** Price per period the user pays now, minor units; defaults to the price from config. */
  subscribedPrice?: number;
  /** The last catch-up fee paid for leaving a yearly plan, if any. */
  lastCatchUpFee?: { amount: number; paidAt: Instant } | null;
}

export interface SwitchQuoteInput {
  current: CurrentPlan;
  target: PlanChoice;
  config: Config;
  now: Instant;
}

/** SPEC 3 switch quote (minor units), plus when the switch takes effect and any excess credit. */
export interface SwitchQuote {
  /** 'upgrade' when the new recurring price is at least the current one, else 'downgrade'. */
  type: 'upgrade' | 'downgrade';
  /** Unused value of the current period at the current price (immediate switches only). */
  refund: number;
  /** Value of the new plan charged now: the rest of the period, or a full first period from PAYG+. */
  newCharge: number;
  /** To pay now: newCharge + catchUpFee - refund - penaltyRefund, never below 0. */
  totalDue: number;
  /** Recurring price per period after the switch. */
  newRecurringPrice: number;
  /** Fee for leaving the yearly commitment: 199 Kč x started periods. */
  catchUpFee: number;
  /** Started periods of the current subscription: floor(days / 28) + 1. */
  periodsPassed: number;
  /** A catch-up fee paid within the last 28 days, returned when coming back to the yearly plan. */
  penaltyRefund: number;
  /** Credit added when refunds exceed what is charged. */
  creditBack: number;
  effective: 'immediately' | 'next_period';
  effectiveAt: Date;
}

/** True when the target is exactly the current plan (same type and, for memberships, same area). */
export function isSameChoice(current: PlanChoice, target: PlanChoice): boolean {
  if (current.type !== target.type) return false;
  return !isChampionship(target.type) || (current.area?.id ?? null) === (target.area?.id ?? null);
}

function prorate(pricePerPeriod: number, daysLeft: number): number {
  return Math.round((pricePerPeriod * daysLeft) / CONSTANTS.PERIOD_DAYS);
}

/**
 * Prices a switch (our decision, in the manner of the best membership products):
 * - PAYG+ -> Championship: immediately; a new 28-day period starts now at the full new price, the
 *   unused PAYG+ days are refunded.
 * - Same duration, area or all-locations change: price up or equal -> immediately, pay the pro-rated
 *   difference for the days left in the period (newCharge - refund); price down -> next period, 0 now.
 * - Duration change (yearly <-> flexible) or Championship -> PAYG+: at the next period, nothing
 *   pro-rated. Leaving the yearly plan (to flexible or PAYG+) costs the catch-up fee now, like an
 *   immediate cancellation. Returning to yearly within 28 days of paying a catch-up fee refunds it.
 * Refunds are netted against the charge; any excess becomes creditBack (credits, SPEC 9).
 */
export function switchQuote({ current, target, config, now }: SwitchQuoteInput): SwitchQuote {
  const currentPrice = current.subscribedPrice ?? recurringPrice(current, config);
  const newRecurringPrice = recurringPrice(target, config);
  const days = daysSinceStart(current.startDate, now);
  const daysLeft = daysLeftInPeriod(current.startDate, now);
  const periodsPassed = startedPeriods(current.startDate, now);
  const nowMs = toEpochMs(now);

  let refund = 0;
  let newCharge = 0;
  let fee = 0;
  let effective: SwitchQuote['effective'] = 'next_period';

  if (isSameChoice(current, target)) {
    effective = 'immediately';
  } else if (!isChampionship(current.type)) {
    effective = 'immediately';
    refund = prorate(currentPrice, daysLeft);
    newCharge = newRecurringPrice;
  } else if (current.type === target.type) {
    if (newRecurringPrice >= currentPrice) {
      effective = 'immediately';
      refund = prorate(currentPrice, daysLeft);
      newCharge = prorate(newRecurringPrice, daysLeft);
    }
  } else if (isYearly(current.type)) {
    fee = catchUpFee(days);
  }

  const last = current.lastCatchUpFee;
  const returnsToYearly = isYearly(target.type) && !isYearly(current.type);
  const penaltyRefund =
    returnsToYearly && last && nowMs - toEpochMs(last.paidAt) <= CONSTANTS.REACTIVATION_WINDOW_DAYS * DAY_MS
      ? last.amount
      : 0;

  const net = newCharge + fee - refund - penaltyRefund;
  return {
    type: newRecurringPrice >= currentPrice ? 'upgrade' : 'downgrade',
    refund,
    newCharge,
    totalDue: Math.max(0, net),
    newRecurringPrice,
    catchUpFee: fee,
    periodsPassed,
    penaltyRefund,
    creditBack: Math.max(0, -net),
    effective,
    effectiveAt: effective === 'immediately' ? new Date(nowMs) : periodEnd(current.startDate, now),
  };
}

/**
 * Our decision: cancelling a pending switch (SPEC 4, 7: cancel-pending-switch) returns in full, as
 * credit, the catch-up fee charged when the switch was requested; without a fee there is no refund.
 */
export function pendingSwitchCancellationRefund(catchUpFeePaid: number): number {
  return Math.max(0, catchUpFeePaid);
}
