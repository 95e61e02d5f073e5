import type { SubscriptionType } from '../brand.ts';
import { CONSTANTS } from '../constants.ts';
import { type Haler, type HalerAmount, haler } from '../money/convert.ts';
import type { Config } from './config.ts';
import { isChampionship, isFlexible } from './planTypes.ts';

/** An area with its price per period in haléře (SPEC 3 public area: id, name, price). */
export interface AreaPrice {
  id: string;
  price: HalerAmount;
}

/**
 * What a customer chooses: a plan type and an area. Our decision: `area: null` means all locations
 * (nationwide) - the API sends `areaId: null` for it. PAYG+ ignores the area.
 */
export interface PlanChoice {
  type: SubscriptionType;
  area: AreaPrice | null;
}

/** Recurring price per 28-day period, in haléře:
 * CHAMPIONSHIP = area price (all locations: config.allLocationsPrice);
 * CHAMPIONSHIP_FLEXIBLE = the same + config.flexiblePrice; PAYG_PLUS = config.paygPlusPrice. */
export function recurringPrice(choice: PlanChoice, config: Config): Haler {
  if (!isChampionship(choice.type)) return haler(config.paygPlusPrice);
  const base = choice.area ? choice.area.price : config.allLocationsPrice;
  const surcharge = isFlexible(choice.type) ? config.flexiblePrice : 0;
  return haler(base + surcharge);
}

/** What the whole yearly commitment costs: 13 periods × the period price (the promo's free period on top). */
export function yearlyTotal(periodPrice: HalerAmount): Haler {
  return haler(periodPrice * CONSTANTS.PERIODS_PER_YEAR);
}

/** The yearly commitment's total for a plan choice; null for a plan without a commitment. */
export function commitmentTotal(choice: PlanChoice, config: Config): Haler | null {
  return choice.type === 'CHAMPIONSHIP' ? yearlyTotal(recurringPrice(choice, config)) : null;
}

/** True when the choice is the all-locations (nationwide) membership. */
export function isAllLocations(choice: PlanChoice): boolean {
  return isChampionship(choice.type) && choice.area === null;
}

/**
 * The "from" price of the membership: the cheapest area's CHAMPIONSHIP price per period, or null
 * without areas. Plan cards, the home page and the membership page all show this one number.
 */
export function cheapestMembershipPrice(areas: readonly AreaPrice[], config: Config): Haler | null {
  if (areas.length === 0) return null;
  return haler(Math.min(...areas.map((area) => recurringPrice({ type: 'CHAMPIONSHIP', area }, config))));
}
