/** Stripe PaymentIntent statuses (the local card provider follows the same states). */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** Stripe SetupIntent statuses. */
export type SetupIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'canceled'
  | 'succeeded';

export interface CardPaymentResult {
  paymentIntentStatus?: PaymentIntentStatus | null;
  setupIntentStatus?: SetupIntentStatus | null;
}

/**
 * SPEC 4: success requires a payment intent status of succeeded or requires_capture (an
 * authorization), or a setup intent status of succeeded.
 */
export function isCardPaymentSuccessful({
  paymentIntentStatus,
  setupIntentStatus,
}: CardPaymentResult): boolean {
  return (
    paymentIntentStatus === 'succeeded' ||
    paymentIntentStatus === 'requires_capture' ||
    setupIntentStatus === 'succeeded'
  );
}
