import { describe, expect, it } from 'vitest';
import {
  cheapestMembershipPrice,
  commitmentTotal,
  DEFAULT_CONFIG,
  isAllLocations,
  isChampionship,
  isFlexible,
  isYearly,
  type PlanChoice,
  recurringPrice,
  yearlyTotal,
} from './index.ts';

const praha = { id: 'praha', price: 169_900 };

describe('default config (SPEC 9)', () => {
  it('all locations 1 799 Kč, flexible surcharge 199 Kč, PAYG+ 119 Kč', () => {
    expect(DEFAULT_CONFIG).toEqual({
      allLocationsPrice: 179_900,
      flexiblePrice: 19_900,
      paygPlusPrice: 11_900,
    });
  });
});

describe('recurring price per 28-day period (minor units)', () => {
  const price = (choice: PlanChoice) => recurringPrice(choice, DEFAULT_CONFIG);

  it('yearly in an area = area price 1 699 Kč', () => {
    expect(price({ type: 'CHAMPIONSHIP', area: praha })).toBe(169_900);
  });

  it('yearly for all locations (area null) = 1 799 Kč', () => {
    expect(price({ type: 'CHAMPIONSHIP', area: null })).toBe(179_900);
  });

  it('flexible = yearly + 199 Kč surcharge: 1 898 Kč in an area, 1 998 Kč for all locations', () => {
    expect(price({ type: 'CHAMPIONSHIP_FLEXIBLE', area: praha })).toBe(189_800);
    expect(price({ type: 'CHAMPIONSHIP_FLEXIBLE', area: null })).toBe(199_800);
  });

  it('PAYG+ = 119 Kč per 4 weeks, whatever the area', () => {
    expect(price({ type: 'PAYG_PLUS', area: null })).toBe(11_900);
    expect(price({ type: 'PAYG_PLUS', area: praha })).toBe(11_900);
  });

  it('a single location from 1 499 Kč uses the area price', () => {
    expect(price({ type: 'CHAMPIONSHIP', area: { id: 'x', price: 149_900 } })).toBe(149_900);
  });

  it('follows the config, not the defaults', () => {
    const config = { allLocationsPrice: 200_000, flexiblePrice: 25_000, paygPlusPrice: 9_900 };
    expect(recurringPrice({ type: 'CHAMPIONSHIP_FLEXIBLE', area: null }, config)).toBe(225_000);
    expect(recurringPrice({ type: 'PAYG_PLUS', area: null }, config)).toBe(9_900);
  });
});

describe('the "from" price of the membership', () => {
  it('is the cheapest area price, or null without areas', () => {
    const brno = { id: 'brno', price: 149_900 };
    expect(cheapestMembershipPrice([praha, brno], DEFAULT_CONFIG)).toBe(149_900);
    expect(cheapestMembershipPrice([], DEFAULT_CONFIG)).toBeNull();
  });
});

describe('plan type predicates', () => {
  it('yearly, flexible, championship, all locations', () => {
    expect(isYearly('CHAMPIONSHIP')).toBe(true);
    expect(isYearly('CHAMPIONSHIP_FLEXIBLE')).toBe(false);
    expect(isFlexible('CHAMPIONSHIP_FLEXIBLE')).toBe(true);
    expect(isFlexible('PAYG_PLUS')).toBe(false);
    expect(isChampionship('CHAMPIONSHIP')).toBe(true);
    expect(isChampionship('CHAMPIONSHIP_FLEXIBLE')).toBe(true);
    expect(isChampionship('PAYG_PLUS')).toBe(false);
    expect(isAllLocations({ type: 'CHAMPIONSHIP', area: null })).toBe(true);
    expect(isAllLocations({ type: 'CHAMPIONSHIP', area: praha })).toBe(false);
    expect(isAllLocations({ type: 'PAYG_PLUS', area: null })).toBe(false);
  });
});

describe('commitmentTotal', () => {
  it('is 13 periods of the yearly price, and nothing for plans without a commitment', () => {
    const brno = { id: 'brno', price: 169_900 };
    expect(commitmentTotal({ type: 'CHAMPIONSHIP', area: brno }, DEFAULT_CONFIG)).toBe(13 * 169_900);
    expect(commitmentTotal({ type: 'CHAMPIONSHIP_FLEXIBLE', area: brno }, DEFAULT_CONFIG)).toBeNull();
    expect(commitmentTotal({ type: 'PAYG_PLUS', area: null }, DEFAULT_CONFIG)).toBeNull();
    expect(yearlyTotal(169_900)).toBe(2_208_700);
  });
});
