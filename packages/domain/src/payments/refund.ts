import type { VatBreakdown } from './receipt.ts';
import { vatFromGross } from './receipt.ts';

/** Back-office refunds of a payment's card part (in haléře), in full or in part. */
export const REFUND = {
  reasonMinLength: 5,
  reasonMaxLength: 500,
} as const;

/** What is still refundable of the card part: the card amount less what refunds gave back so far. */
export function refundRemaining(cardAmount: number, refundedSoFar: number): number {
  return Math.max(0, cardAmount - refundedSoFar);
}

/** Whether a refund of `amount` fits: a positive whole amount of haléře, at most what is left. */
export function mayRefund(cardAmount: number, refundedSoFar: number, amount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= refundRemaining(cardAmount, refundedSoFar);
}

/** The payment's state after refunds gave back `refundedAfter` of its card part. */
export function statusAfterRefund(
  cardAmount: number,
  refundedAfter: number,
): 'refunded' | 'partially_refunded' {
  return refundedAfter >= cardAmount ? 'refunded' : 'partially_refunded';
}

/** The VAT split a credit note prints: the refunded gross amount's split, every value negative. */
export function creditNoteVat(refunded: number, ratePercent: number): VatBreakdown {
  const split = vatFromGross(refunded, ratePercent);
  return { ratePercent, total: -split.total, base: -split.base, vat: -split.vat };
}
