import {
  type CoverageInput,
  type CoverageResult,
  type CoveringSubscription,
  membershipCoverage,
} from './coverage.ts';
import { type EntryPaymentMethod, entryPrice } from './pricing.ts';

export interface EntryQuoteInput extends Omit<CoverageInput, 'subscription'> {
  /** Listed price of the activity option, minor units. */
  optionPrice: number;
  subscription: CoveringSubscription | null | undefined;
}

export interface EntryQuote {
  method: EntryPaymentMethod;
  /** What the user pays for this entry, minor units. */
  price: number;
  coverage: CoverageResult;
}

/**
 * What one entry costs a user: 0 when the membership covers it; otherwise the PAYG+ price when
 * PAYG+ is ACTIVE (SPEC 4 'PAYG+ is current'); otherwise the PAYG option price.
 */
export function quoteEntry(input: EntryQuoteInput): EntryQuote {
  const coverage = membershipCoverage(input);
  if (coverage.covered) return { method: 'MEMBERSHIP', price: 0, coverage };
  const sub = input.subscription;
  const method = sub?.type === 'PAYG_PLUS' && sub.currentState === 'ACTIVE' ? 'PAYG_PLUS' : 'PAYG';
  return { method, price: entryPrice(input.optionPrice, method), coverage };
}
