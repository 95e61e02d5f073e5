import type { VatBreakdown } from './receipt.ts';
import { vatFromGross } from './receipt.ts';

/** Refunds of a payment (in haléře), in full or in part. */
export const REFUND = {
  reasonMinLength: 5,
  reasonMaxLength: 500,
} as const;

/** What a payment took from the customer: its card part and the credits it kept, in haléře. */
export interface PaymentTake {
  /** the card part */
  amount: number;
  creditsUsed: number;
  /** the part of the minimum card charge above the remainder, given back as credits at once */
  creditsBack: number;
}

/** What came back from a payment so far, in haléře: to the card and as credits (any path). */
export interface PaymentReturned {
  toCard: number;
  asCredits: number;
}

/** What the payment took: the card part plus the credits used, less the credits given back at once. */
export function paymentTaken(payment: PaymentTake): number {
  return payment.amount + payment.creditsUsed - payment.creditsBack;
}

/**
 * What is still refundable on a payment: what it took less everything that came back from it, to
 * the card and as credits together (a cancellation for credit, a void, a refund of any kind).
 */
export function refundRemaining(payment: PaymentTake, returned: PaymentReturned): number {
  return Math.max(0, paymentTaken(payment) - returned.toCard - returned.asCredits);
}

/** What a refund to the card may still give back: what is refundable, and at most the card part not yet refunded. */
export function cardRefundRemaining(payment: PaymentTake, returned: PaymentReturned): number {
  return Math.min(refundRemaining(payment, returned), Math.max(0, payment.amount - returned.toCard));
}

/** Whether a refund of `amount` fits: a positive whole amount of haléře, at most what is left. */
export function mayRefund(remaining: number, amount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= remaining;
}

/** The payment's state once `returnedAfter` came back of the `taken` it took (card and credits). */
export function statusAfterRefund(taken: number, returnedAfter: number): 'refunded' | 'partially_refunded' {
  return returnedAfter >= taken ? 'refunded' : 'partially_refunded';
}

/** The VAT split a credit note prints: the refunded gross amount's split, every value negative. */
export function creditNoteVat(refunded: number, ratePercent: number): VatBreakdown {
  const split = vatFromGross(refunded, ratePercent);
  return { ratePercent, total: -split.total, base: -split.base, vat: -split.vat };
}
