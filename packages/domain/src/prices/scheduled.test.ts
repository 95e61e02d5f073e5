import { describe, expect, it } from 'vitest';
import {
  canCancelPriceChange,
  changeInForce,
  earliestPriceChangeDay,
  haler,
  isCalendarDay,
  isValidPriceChangeAmount,
  type PriceBase,
  type PriceChange,
  previousCalendarDay,
  priceChangeAmount,
  priceChangeDayProblem,
  priceChangeStatus,
  priceChangeValue,
  pricesInForce,
  targetValue,
} from '../index.ts';

// SPEC 9: all locations 1 799 Kč, flexible surcharge 199 Kč, PAYG+ 119 Kč, an area 1 699 Kč
const BASE: PriceBase = {
  config: { allLocationsPrice: haler(179_900), flexiblePrice: haler(19_900), paygPlusPrice: haler(11_900) },
  areas: [
    { id: 'praha', price: haler(169_900) },
    { id: 'brno', price: haler(169_900) },
  ],
  commissionBps: 0,
};

const change = (over: Partial<PriceChange>): PriceChange => ({
  target: 'FLEXIBLE',
  areaId: null,
  value: 24_900,
  startsOn: '2026-12-01',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  cancelledAt: null,
  ...over,
});

describe('the start day of a price change', () => {
  it('is tomorrow at the earliest, across a month and a year end', () => {
    expect(earliestPriceChangeDay('2026-11-26')).toBe('2026-11-27');
    expect(earliestPriceChangeDay('2026-11-30')).toBe('2026-12-01');
    expect(earliestPriceChangeDay('2026-12-31')).toBe('2027-01-01');
    expect(previousCalendarDay('2027-01-01')).toBe('2026-12-31');
    expect(previousCalendarDay('2028-03-01')).toBe('2028-02-29');
  });

  it('refuses today and the past, and what is not a day', () => {
    expect(priceChangeDayProblem('2026-11-27', '2026-11-26')).toBeNull();
    expect(priceChangeDayProblem('2027-03-01', '2026-11-26')).toBeNull();
    expect(priceChangeDayProblem('2026-11-26', '2026-11-26')).toBe('NOT_FUTURE');
    expect(priceChangeDayProblem('2026-11-01', '2026-11-26')).toBe('NOT_FUTURE');
    expect(priceChangeDayProblem('2026-02-30', '2026-01-26')).toBe('INVALID');
    expect(priceChangeDayProblem('1.12.2026', '2026-11-26')).toBe('INVALID');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
  });
});

describe('the amount of a price change', () => {
  it('is a positive whole Kč for a price, at most 100 000 Kč', () => {
    expect(isValidPriceChangeAmount('FLEXIBLE', 249)).toBe(true);
    expect(isValidPriceChangeAmount('AREA', 100_000)).toBe(true);
    expect(isValidPriceChangeAmount('PAYG_PLUS', 0)).toBe(false);
    expect(isValidPriceChangeAmount('ALL_LOCATIONS', -5)).toBe(false);
    expect(isValidPriceChangeAmount('ALL_LOCATIONS', 99.5)).toBe(false);
    expect(isValidPriceChangeAmount('AREA', 100_001)).toBe(false);
  });

  it('is a whole percent 0–100 for the commission', () => {
    expect(isValidPriceChangeAmount('COMMISSION', 0)).toBe(true);
    expect(isValidPriceChangeAmount('COMMISSION', 100)).toBe(true);
    expect(isValidPriceChangeAmount('COMMISSION', 101)).toBe(false);
    expect(isValidPriceChangeAmount('COMMISSION', 12.5)).toBe(false);
  });

  it('is kept ×100: Kč in haléře, percent in basis points', () => {
    expect(priceChangeValue(249)).toBe(24_900);
    expect(priceChangeValue(15)).toBe(1_500);
    expect(priceChangeAmount(24_900)).toBe(249);
  });
});

describe('the price in force on a day', () => {
  it('is the base value before the change starts and the new value from its day on', () => {
    const rise = change({});
    expect(pricesInForce(BASE, [rise], '2026-11-30').config.flexiblePrice).toBe(19_900);
    expect(pricesInForce(BASE, [rise], '2026-12-01').config.flexiblePrice).toBe(24_900);
    expect(pricesInForce(BASE, [rise], '2027-06-01').config.flexiblePrice).toBe(24_900);
  });

  it('takes the latest change started, and of two on one day the one made later', () => {
    const first = change({ value: 20_900, startsOn: '2026-12-01' });
    const later = change({ value: 22_900, startsOn: '2027-01-01' });
    const sameDayNewer = change({ value: 21_900, createdAt: new Date('2026-11-21T10:00:00Z') });
    expect(changeInForce([later, first], 'FLEXIBLE', null, '2026-12-15')).toBe(first);
    expect(changeInForce([later, first], 'FLEXIBLE', null, '2027-01-01')).toBe(later);
    expect(changeInForce([sameDayNewer, first], 'FLEXIBLE', null, '2026-12-01')).toBe(sameDayNewer);
    expect(changeInForce([first, sameDayNewer], 'FLEXIBLE', null, '2026-12-01')).toBe(sameDayNewer);
  });

  it('ignores a cancelled change', () => {
    const cancelled = change({ cancelledAt: new Date('2026-11-25T10:00:00Z') });
    expect(pricesInForce(BASE, [cancelled], '2026-12-05').config.flexiblePrice).toBe(19_900);
  });

  it('changes one area only, and each other target on its own', () => {
    const prices = pricesInForce(
      BASE,
      [
        change({ target: 'AREA', areaId: 'brno', value: 159_900 }),
        change({ target: 'ALL_LOCATIONS', value: 189_900 }),
        change({ target: 'PAYG_PLUS', value: 12_900 }),
        change({ target: 'COMMISSION', value: 1_500 }),
      ],
      '2026-12-01',
    );
    expect(prices.areas).toEqual([
      { id: 'praha', price: 169_900 },
      { id: 'brno', price: 159_900 },
    ]);
    expect(prices.config).toEqual({
      allLocationsPrice: 189_900,
      flexiblePrice: 19_900,
      paygPlusPrice: 12_900,
    });
    expect(prices.commissionBps).toBe(1_500);
    expect(targetValue(prices, 'AREA', 'brno')).toBe(159_900);
    expect(targetValue(prices, 'AREA', 'ostrava')).toBeNull();
    expect(targetValue(prices, 'ALL_LOCATIONS', null)).toBe(189_900);
    expect(targetValue(prices, 'FLEXIBLE', null)).toBe(19_900);
    expect(targetValue(prices, 'PAYG_PLUS', null)).toBe(12_900);
    expect(targetValue(prices, 'COMMISSION', null)).toBe(1_500);
  });
});

describe('the state of a change', () => {
  it('is scheduled before its day, started on it, and only a scheduled one can be cancelled', () => {
    const rise = change({});
    expect(priceChangeStatus(rise, '2026-11-30')).toBe('SCHEDULED');
    expect(canCancelPriceChange(rise, '2026-11-30')).toBe(true);
    expect(priceChangeStatus(rise, '2026-12-01')).toBe('STARTED');
    expect(canCancelPriceChange(rise, '2026-12-01')).toBe(false);
    const cancelled = change({ cancelledAt: new Date('2026-11-25T10:00:00Z') });
    expect(priceChangeStatus(cancelled, '2026-11-26')).toBe('CANCELLED');
    expect(canCancelPriceChange(cancelled, '2026-11-26')).toBe(false);
  });
});
