import type { PublicData } from '@champions/contract';
import { crowns, recurringPrice } from '@champions/domain';
import { describe, expect, it } from 'vitest';
import { formatCzk } from '../i18n/money.ts';
import { publicDataInHaler } from './public-data.ts';

const NBSP = '\u00a0';
const answer: PublicData = {
  activities: [],
  areas: [{ id: 'a', slug: 'praha', name: 'Praha', price: crowns(1699), lat: 50, lng: 14 }],
  config: { allLocationsPrice: crowns(1799), flexiblePrice: crowns(199), paygPlusPrice: crowns(119) },
};

describe('GET /api/public/ at the web edge (SPEC 9: Kč in the answer, haléře inside)', () => {
  it('converts the config and area prices to haléře once', () => {
    const data = publicDataInHaler(answer);
    expect(data.config).toEqual({ allLocationsPrice: 179_900, flexiblePrice: 19_900, paygPlusPrice: 11_900 });
    expect(data.areas[0]?.price).toBe(169_900);
  });

  it('so the pages show the same Kč amounts as before', () => {
    const data = publicDataInHaler(answer);
    expect(formatCzk(data.config.allLocationsPrice)).toBe(`1${NBSP}799${NBSP}Kč`);
    expect(formatCzk(data.areas[0]!.price)).toBe(`1${NBSP}699${NBSP}Kč`);
    const flexibleInPraha = recurringPrice(
      { type: 'CHAMPIONSHIP_FLEXIBLE', area: data.areas[0]! },
      data.config,
    );
    expect(formatCzk(flexibleInPraha)).toBe(`1${NBSP}898${NBSP}Kč`);
  });
});
