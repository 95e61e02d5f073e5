import type { Instant } from '../periods/instant.ts';

export interface EarningInput {
  /** Listed price of the activity option, minor units. */
  optionPrice: number;
  /** When the entry was admitted (QR scanned by the partner or staff); null/undefined if never. */
  admittedAt?: Instant | null;
}

/**
 * Our decision: a partner earns when an entry is admitted (scanned at the venue), never at
 * purchase; an unused, cancelled or expired entry earns nothing. The partner earns the listed
 * option price whatever the customer paid (PAYG, PAYG+ discount or membership): the platform
 * carries the discount.
 */
export function partnerEarning({ optionPrice, admittedAt }: EarningInput): number {
  return admittedAt == null ? 0 : optionPrice;
}
