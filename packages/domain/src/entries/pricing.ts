import { CONSTANTS } from '../constants.ts';
import { MINOR_PER_CROWN } from '../money/convert.ts';

/** How an entry is paid for: pay as you go, with the PAYG+ discount, or covered by a membership. */
export type EntryPaymentMethod = 'PAYG' | 'PAYG_PLUS' | 'MEMBERSHIP';

/**
 * Our decision: PAYG+ takes 20 % off the listed option price, rounded to whole crowns (half up).
 * optionPrice and the result are minor units.
 */
export function paygPlusEntryPrice(optionPrice: number): number {
  const discounted = (optionPrice * (100 - CONSTANTS.PAYG_PLUS_DISCOUNT_PERCENT)) / 100;
  return Math.round(discounted / MINOR_PER_CROWN) * MINOR_PER_CROWN;
}

/** Price of one entry for a paying visitor: PAYG = the option price; PAYG+ = discounted. */
export function entryPrice(optionPrice: number, method: Exclude<EntryPaymentMethod, 'MEMBERSHIP'>): number {
  return method === 'PAYG_PLUS' ? paygPlusEntryPrice(optionPrice) : optionPrice;
}
