import type { Config } from '../plans/config.ts';
import type { AreaPrice } from '../plans/price.ts';

/**
 * Scheduled price changes (the back office's Ceník). A change names what it changes, the new value
 * and the Prague day it starts on. The value in force on a day is the latest change that is not
 * cancelled and starts on or before that day, else the base value (areas.price, app_config, the
 * default commission). A change starts tomorrow at the earliest and applies to new periods only:
 * a running subscription keeps the price of its period until its renewal.
 */
export const PRICE_TARGETS = ['AREA', 'ALL_LOCATIONS', 'FLEXIBLE', 'PAYG_PLUS', 'COMMISSION'] as const;
export type PriceTarget = (typeof PRICE_TARGETS)[number];

export const PRICE_CHANGE_RULES = {
  /** the highest price a change may set, whole Kč */
  MAX_PRICE_CROWNS: 100_000,
  /** the commission is whole percent, 0–100 */
  MAX_COMMISSION_PERCENT: 100,
  /** the platform's default commission on partners' earnings before any change (basis points) */
  DEFAULT_COMMISSION_BPS: 0,
} as const;

/** One scheduled change; `value` in haléře for a price, basis points for the commission. */
export interface PriceChange {
  target: PriceTarget;
  /** the area whose price changes (target AREA), else null */
  areaId: string | null;
  value: number;
  /** Prague calendar day 'YYYY-MM-DD' */
  startsOn: string;
  createdAt: Date;
  cancelledAt: Date | null;
}

/** The base values, before any change. */
export interface PriceBase {
  config: Config;
  areas: readonly AreaPrice[];
  commissionBps: number;
}

export type PriceChangeStatus = 'SCHEDULED' | 'STARTED' | 'CANCELLED';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** The calendar day after `day` ('YYYY-MM-DD'). */
export function nextCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The calendar day before `day` ('YYYY-MM-DD'). */
export function previousCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/** The first day a change made today may start on: tomorrow (never today or in the past). */
export function earliestPriceChangeDay(today: string): string {
  return nextCalendarDay(today);
}

/** Why a start day cannot be used: 'INVALID' (not a day), 'NOT_FUTURE' (today or before); null = fine. */
export function priceChangeDayProblem(startsOn: string, today: string): 'INVALID' | 'NOT_FUTURE' | null {
  if (!isCalendarDay(startsOn)) return 'INVALID';
  return startsOn < earliestPriceChangeDay(today) ? 'NOT_FUTURE' : null;
}

/** True when the entered amount (whole Kč for a price, whole percent for the commission) is allowed. */
export function isValidPriceChangeAmount(target: PriceTarget, amount: number): boolean {
  if (!Number.isInteger(amount)) return false;
  if (target === 'COMMISSION') return amount >= 0 && amount <= PRICE_CHANGE_RULES.MAX_COMMISSION_PERCENT;
  return amount >= 1 && amount <= PRICE_CHANGE_RULES.MAX_PRICE_CROWNS;
}

/** The stored value of an entered amount: Kč → haléře, percent → basis points (both × 100). */
export function priceChangeValue(amount: number): number {
  return amount * 100;
}

/** The entered amount of a stored value: haléře → Kč, basis points → percent. */
export function priceChangeAmount(value: number): number {
  return value / 100;
}

/** Scheduled until its day, started from it, or cancelled. */
export function priceChangeStatus(
  change: Pick<PriceChange, 'startsOn' | 'cancelledAt'>,
  today: string,
): PriceChangeStatus {
  if (change.cancelledAt) return 'CANCELLED';
  return change.startsOn <= today ? 'STARTED' : 'SCHEDULED';
}

/** Only a change that has not started yet (and is not cancelled) can be cancelled. */
export function canCancelPriceChange(
  change: Pick<PriceChange, 'startsOn' | 'cancelledAt'>,
  today: string,
): boolean {
  return priceChangeStatus(change, today) === 'SCHEDULED';
}

/** The change in force on a day for one target (and area): latest start day, then latest made. */
export function changeInForce(
  changes: readonly PriceChange[],
  target: PriceTarget,
  areaId: string | null,
  day: string,
): PriceChange | null {
  let best: PriceChange | null = null;
  for (const change of changes) {
    if (change.target !== target || change.cancelledAt || change.startsOn > day) continue;
    if (target === 'AREA' && change.areaId !== areaId) continue;
    if (
      !best ||
      change.startsOn > best.startsOn ||
      (change.startsOn === best.startsOn && change.createdAt > best.createdAt)
    ) {
      best = change;
    }
  }
  return best;
}

/** Every price and the default commission in force on a Prague day. */
export function pricesInForce(base: PriceBase, changes: readonly PriceChange[], day: string): PriceBase {
  const value = (target: PriceTarget, fallback: number, areaId: string | null = null) =>
    changeInForce(changes, target, areaId, day)?.value ?? fallback;
  return {
    config: {
      allLocationsPrice: value('ALL_LOCATIONS', base.config.allLocationsPrice),
      flexiblePrice: value('FLEXIBLE', base.config.flexiblePrice),
      paygPlusPrice: value('PAYG_PLUS', base.config.paygPlusPrice),
    },
    areas: base.areas.map((area) => ({ ...area, price: value('AREA', area.price, area.id) })),
    commissionBps: value('COMMISSION', base.commissionBps),
  };
}

/** The value a target has in a set of prices (the area's for AREA; null for an unknown area). */
export function targetValue(prices: PriceBase, target: PriceTarget, areaId: string | null): number | null {
  switch (target) {
    case 'AREA':
      return prices.areas.find((area) => area.id === areaId)?.price ?? null;
    case 'ALL_LOCATIONS':
      return prices.config.allLocationsPrice;
    case 'FLEXIBLE':
      return prices.config.flexiblePrice;
    case 'PAYG_PLUS':
      return prices.config.paygPlusPrice;
    case 'COMMISSION':
      return prices.commissionBps;
  }
}
