import { paygPlusEntryPrice } from '@champions/domain';
import { formatCzk } from '../i18n/money.ts';

export interface PriceDisplay {
  /** Pay as you go: the listed price. */
  payg: string;
  /** The same entry with PAYG+ (the domain's discount). */
  paygPlus: string;
}

/** How an entry price reads for a visitor: PAYG and what PAYG+ makes of it. Null without a price. */
export function priceDisplay(minor: number | null | undefined): PriceDisplay | null {
  if (minor === null || minor === undefined) return null;
  return { payg: formatCzk(minor), paygPlus: formatCzk(paygPlusEntryPrice(minor)) };
}
