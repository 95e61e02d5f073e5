/**
 * Why a paid payment bought nothing and its money went back the way it came (kept on the payment, so
 * the customer is told the right reason): an entry's slot filled up, was cancelled or removed, the
 * buyer already held it, or the membership stopped covering the buyer's own place between the quote
 * and the card payment; a plan that ended or changed before its payment came in; a withdrawn voucher.
 */
export const PAYMENT_RETURN_REASONS = [
  'slot_filled',
  'slot_gone',
  'entry_held',
  'membership_lost',
  'plan_ended',
  'plan_changed',
  'voucher_withdrawn',
] as const;
export type PaymentReturnReason = (typeof PAYMENT_RETURN_REASONS)[number];
