import { describe, expect, it } from 'vitest';
import type { PublicDataInHaler as PublicData } from '../api/index.ts';
import { perPeriod, planPrices } from './prices.ts';

const data = {
  activities: [],
  areas: [
    { id: 'a', name: 'Praha', price: 169_900 },
    { id: 'b', name: 'Brno', price: 149_900 },
  ],
  config: { allLocationsPrice: 179_900, flexiblePrice: 19_900, paygPlusPrice: 11_900 },
} as unknown as PublicData;

describe('planPrices', () => {
  it('takes the "from" price from the cheapest area of the data', () => {
    expect(planPrices(data)?.cheapestArea).toBe(149_900);
  });

  it('prices yearly and flexible memberships per area and for all locations', () => {
    const prices = planPrices(data)!;
    expect(prices.membership('CHAMPIONSHIP', data.areas[0]!)).toBe(169_900);
    expect(prices.membership('CHAMPIONSHIP_FLEXIBLE', data.areas[0]!)).toBe(189_800);
    expect(prices.membership('CHAMPIONSHIP', null)).toBe(179_900);
    expect(prices.paygPlus).toBe(11_900);
  });

  it('is null until the data has areas', () => {
    expect(planPrices(undefined)).toBeNull();
    expect(planPrices({ ...data, areas: [] })).toBeNull();
  });

  it('states one period word', () => {
    expect(perPeriod()).toBe('/ 28 dní');
  });
});
