import { partnerEarning, paygPlusEntryPrice } from '@champions/domain';

/** Prices the partner sees next to a PAYG price: the PAYG+ price and their own earning per entry. */
export function optionEconomics(price: number, now: Date) {
  return {
    paygPlusPrice: paygPlusEntryPrice(price),
    partnerEarning: partnerEarning({ optionPrice: price, admittedAt: now }),
  };
}
