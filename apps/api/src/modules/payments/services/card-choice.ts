import type { LocalConfirmResponse } from '@champions/contract';
import type { Payment } from '../payment-repository.ts';
import { ProviderCardError, type ProviderPaymentIntent } from '../provider.ts';
import { applyIntentAndRelease } from './apply-payment-intent.ts';
import type { PaymentsDeps } from './deps.ts';
import { userPaymentMethod } from './payment-methods.ts';
import { isFinal } from './payment-state.ts';
import { providerCall } from './provider-call.ts';
import { userPayment } from './user-payment.ts';

/** The intent of a user's payment that the card modal is about to confirm, or null (paid, credits only). */
async function openIntent(deps: PaymentsDeps, payment: Payment): Promise<ProviderPaymentIntent | null> {
  if (!payment.providerIntentId || isFinal(payment.status)) return null;
  const intent = await providerCall(deps.provider.retrievePaymentIntent(payment.providerIntentId));
  return intent.status === 'requires_payment_method' || intent.status === 'requires_confirmation'
    ? intent
    : null;
}

/**
 * The customer's tick box "keep the card for next purchases", sent just before they confirm the
 * card: only a yes keeps the card (the provider keeps it usable later, and once the payment is paid
 * our side saves it: apply-payment-intent.ts). A plan's payment keeps its card for the renewals
 * whatever the box says (the plan's terms), so the answer does not change it; neither does it change
 * a payment already confirmed.
 */
export async function setCardSaving(
  deps: PaymentsDeps,
  userId: string,
  paymentId: string,
  save: boolean,
): Promise<Payment> {
  const payment = await userPayment(deps, userId, paymentId);
  if (payment.kind === 'subscription' || payment.kind === 'switch') return payment;
  const intent = await openIntent(deps, payment);
  if (intent) await providerCall(deps.provider.setCardSaving(intent.id, save));
  return payment;
}

/**
 * Pays a user's open payment with one of their saved cards, from the card modal (any purchase that
 * opened it: an entry, a plan, a company share). A refused card leaves the payment open with the
 * provider's message, so another card can be tried; a payment already confirmed is only reported,
 * never charged again.
 */
export async function payWithSavedCard(
  deps: PaymentsDeps,
  userId: string,
  paymentId: string,
  paymentMethodId: string,
): Promise<LocalConfirmResponse> {
  const payment = await userPayment(deps, userId, paymentId);
  const method = await userPaymentMethod(deps, userId, paymentMethodId);
  let intent = await openIntent(deps, payment);
  if (intent) {
    try {
      intent = await providerCall(deps.provider.confirmWithSavedCard(intent.id, method.providerId));
    } catch (error) {
      if (!(error instanceof ProviderCardError)) throw error;
      intent = await providerCall(deps.provider.retrievePaymentIntent(intent.id));
    }
    await applyIntentAndRelease(deps, intent);
  } else if (payment.providerIntentId) {
    intent = await providerCall(deps.provider.retrievePaymentIntent(payment.providerIntentId));
  }
  if (!intent) {
    return { intentType: 'payment', id: payment.id, status: 'succeeded', error: null };
  }
  return {
    intentType: 'payment',
    id: intent.id,
    status: intent.status,
    error: intent.status === 'requires_payment_method' ? intent.lastError : null,
  };
}
