import type { PurchaseResponse, SetupIntentResponse } from '@champions/contract';
import { isCardPaymentSuccessful, type PaymentIntentStatus, type SetupIntentStatus } from '@champions/domain';

/** What the card modal pays or saves. */
export type PreparedPayment =
  | { kind: 'payment'; purchase: PurchaseResponse }
  | { kind: 'setup'; setup: SetupIntentResponse };

/** Confirms an intent with the card form's card: the provider's status and message. */
export type CardConfirmer = (
  clientSecret: string,
  intentType: 'payment' | 'setup',
) => Promise<{ status: string | null; message: string | null }>;

/** SPEC 4 success rule (domain): a payment intent succeeded or requires_capture, or a setup intent succeeded. */
export function confirmedSuccessfully(intentType: 'payment' | 'setup', status: string | null): boolean {
  return intentType === 'payment'
    ? isCardPaymentSuccessful({ paymentIntentStatus: status as PaymentIntentStatus | null })
    : isCardPaymentSuccessful({ setupIntentStatus: status as SetupIntentStatus | null });
}

export function clientSecretOf(prepared: PreparedPayment): string | null {
  return prepared.kind === 'payment' ? prepared.purchase.clientSecret : prepared.setup.clientSecret;
}
