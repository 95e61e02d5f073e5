/**
 * The customer's payment history shows only what happened to money: a payment that took money
 * (captured, even if later refunded), one still being processed, and a payment the card provider
 * declined (once, however often the same payment was declined). A card window opened and left
 * (never submitted, then abandoned or expired) moved nothing and is not listed.
 */
export const MONEY_MOVED_PAYMENT_STATUSES = [
  'succeeded',
  'partially_refunded',
  'refunded',
  'processing',
] as const;

export const PAYMENT_HISTORY_OUTCOMES = [
  'paid',
  'processing',
  'declined',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentHistoryOutcome = (typeof PAYMENT_HISTORY_OUTCOMES)[number];

/** How a payment reads in the history, or null when it does not belong there. */
export function paymentHistoryOutcome(payment: {
  status: string;
  lastError: string | null;
}): PaymentHistoryOutcome | null {
  switch (payment.status) {
    case 'succeeded':
      return 'paid';
    case 'processing':
    case 'partially_refunded':
    case 'refunded':
      return payment.status;
    default:
      return payment.lastError ? 'declined' : null;
  }
}
