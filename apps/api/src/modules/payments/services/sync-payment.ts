import type { Payment } from '../payment-repository.ts';
import { applyIntentAndRelease } from './apply-payment-intent.ts';
import type { PaymentsDeps } from './deps.ts';
import { isFinal } from './payment-state.ts';
import { providerCall } from './provider-call.ts';
import { userPayment } from './user-payment.ts';

/** Asks the provider for the payment's intent and applies it (after the card modal, or to reconcile). */
export async function syncPayment(deps: PaymentsDeps, userId: string, paymentId: string): Promise<Payment> {
  const payment = await userPayment(deps, userId, paymentId);
  if (payment.providerIntentId && !isFinal(payment.status)) {
    await applyIntentAndRelease(
      deps,
      await providerCall(deps.provider.retrievePaymentIntent(payment.providerIntentId)),
    );
  }
  return userPayment(deps, userId, paymentId);
}
