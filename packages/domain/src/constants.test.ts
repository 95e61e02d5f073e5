import { describe, expect, it } from 'vitest';
import { CONSTANTS, DAY_MS, HOUR_MS, PERIOD_MS } from './constants.ts';

describe('business constants (SPEC 9)', () => {
  it('a period is 28 days = 672 hours', () => {
    expect(CONSTANTS.PERIOD_DAYS * 24).toBe(CONSTANTS.PERIOD_HOURS);
    expect(PERIOD_MS).toBe(672 * HOUR_MS);
    expect(DAY_MS).toBe(24 * HOUR_MS);
  });

  it('yearly plan is 52 weeks = 13 periods; promo gives 56 weeks = 14 periods', () => {
    expect(CONSTANTS.PERIODS_PER_YEAR * CONSTANTS.PERIOD_DAYS).toBe(CONSTANTS.YEAR_WEEKS * 7);
    expect(CONSTANTS.PROMO_TOTAL_PERIODS * CONSTANTS.PERIOD_DAYS).toBe(CONSTANTS.PROMO_TOTAL_WEEKS * 7);
    expect(CONSTANTS.PROMO_TOTAL_PERIODS).toBe(CONSTANTS.PERIODS_PER_YEAR + CONSTANTS.PROMO_FREE_PERIODS);
  });

  it('4-week year-end reminder equals the 28-day warning window', () => {
    expect(CONSTANTS.YEAR_END_REMINDER_WEEKS * 7).toBe(CONSTANTS.YEAR_END_WARNING_DAYS);
  });

  it('quotes the prices of SPEC 9: 119, 199, 1 799, 1 699, 1 499 Kč; minimum charge 30 Kč', () => {
    expect(CONSTANTS.DEFAULT_PAYG_PLUS_PRICE_CROWNS).toBe(119);
    expect(CONSTANTS.DEFAULT_FLEXIBLE_PRICE_CROWNS).toBe(199);
    expect(CONSTANTS.DEFAULT_ALL_LOCATIONS_PRICE_CROWNS).toBe(1799);
    expect(CONSTANTS.DEFAULT_AREA_PRICE_CROWNS).toBe(1699);
    expect(CONSTANTS.SINGLE_LOCATION_FROM_CROWNS).toBe(1499);
    expect(CONSTANTS.CATCH_UP_FEE_PER_PERIOD_CROWNS).toBe(199);
    expect(CONSTANTS.MIN_CARD_CHARGE_MINOR).toBe(3000);
    expect(CONSTANTS.DEFAULT_CURRENCY).toBe('czk');
  });
});
