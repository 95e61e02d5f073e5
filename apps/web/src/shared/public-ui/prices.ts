import {
  type Config,
  cheapestMembershipPrice,
  recurringPrice,
  type SubscriptionType,
} from '@champions/domain';
import type { PublicDataInHaler } from '../api/index.ts';
import { t } from '../i18n/index.ts';
import { formatCzk } from '../i18n/money.ts';

// The API answers these prices in whole Kč (SPEC 9); `publicDataInHaler` converts them once at the
// fetch edge, so everything here is in haléře.
type PublicData = PublicDataInHaler;
type PublicArea = PublicDataInHaler['areas'][number];
const fromApi = (value: number): number => value;

/** Membership and PAYG+ prices of the public data, in minor units (haléře), ready for `formatCzk`. */
export interface PlanPrices {
  paygPlus: number;
  /** Flexible surcharge per period. */
  flexible: number;
  allLocations: number;
  /** The cheapest area's yearly price per period: the "from" price of the membership. */
  cheapestArea: number;
  /** Price per period of one area (yearly). */
  area: (area: PublicArea) => number;
  /** Price per period of a membership type in an area (null: all locations). */
  membership: (
    type: Extract<SubscriptionType, 'CHAMPIONSHIP' | 'CHAMPIONSHIP_FLEXIBLE'>,
    area: PublicArea | null,
  ) => number;
}

/** Prices of the public data in minor units; null until the data has come (or without areas). */
export function planPrices(data: PublicData | undefined): PlanPrices | null {
  if (!data) return null;
  const config: Config = {
    paygPlusPrice: fromApi(data.config.paygPlusPrice),
    flexiblePrice: fromApi(data.config.flexiblePrice),
    allLocationsPrice: fromApi(data.config.allLocationsPrice),
  };
  const areaPrice = (area: PublicArea) => fromApi(area.price);
  const areas = data.areas.map((area) => ({ id: area.id, price: areaPrice(area) }));
  const cheapestArea = cheapestMembershipPrice(areas, config);
  if (cheapestArea === null) return null;
  return {
    paygPlus: config.paygPlusPrice,
    flexible: config.flexiblePrice,
    allLocations: config.allLocationsPrice,
    cheapestArea,
    area: areaPrice,
    membership: (type, area) =>
      recurringPrice({ type, area: area ? { id: area.id, price: areaPrice(area) } : null }, config),
  };
}

/** The one period word shown next to every recurring price: "/ 28 dní". */
export function perPeriod(): string {
  return t('planSummary.perPeriod');
}

/** The PAYG+ fee of the public data, formatted ('119 Kč'); null until the data has come. */
export function paygPlusFee(data: PublicData | undefined): string | null {
  return data ? formatCzk(fromApi(data.config.paygPlusPrice)) : null;
}
