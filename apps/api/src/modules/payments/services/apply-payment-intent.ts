import { isCardPaymentSuccessful } from '@champions/domain';
import {
  lockPaymentById,
  lockPaymentByIntent,
  setPaymentStatus,
  setProviderIntent,
} from '../payment-repository.ts';
import type { ProviderPaymentIntent } from '../provider.ts';
import { inEventsTransaction, type PaymentsDeps } from './deps.ts';
import { cancelPaymentInTx, completePayment, isFinal } from './payment-state.ts';
import { providerCall } from './provider-call.ts';
import { saveProviderCard } from './save-card.ts';

/**
 * Applies what the provider says about a PaymentIntent (from a confirm, a sync, a webhook or a
 * retry): idempotent, any order. Answers whether an authorization should now be released.
 */
async function applyPaymentIntent(
  deps: PaymentsDeps,
  intent: ProviderPaymentIntent,
  cardFingerprint: string | null,
): Promise<{ release: boolean }> {
  // an events transaction: a fulfilment says what it did (an entry booked), with after-commit reactions
  return inEventsTransaction(deps, async (tx) => {
    let payment = await lockPaymentByIntent(tx, intent.id);
    if (!payment && intent.metadata.paymentId) {
      // the intent was made but its id not yet saved (a crash in between)
      payment = await lockPaymentById(tx, intent.metadata.paymentId);
      if (payment?.providerIntentId && payment.providerIntentId !== intent.id) payment = null;
      if (payment) await setProviderIntent(tx, payment.id, intent.id);
    }
    if (!payment) return { release: false };
    if (isFinal(payment.status)) {
      return { release: payment.mode === 'authorize' && intent.status === 'requires_capture' };
    }
    if (isCardPaymentSuccessful({ paymentIntentStatus: intent.status })) {
      await completePayment(deps, tx, payment, cardFingerprint);
      return { release: payment.mode === 'authorize' && intent.status === 'requires_capture' };
    }
    if (intent.status === 'canceled') {
      await cancelPaymentInTx(deps, tx, payment);
      return { release: false };
    }
    await setPaymentStatus(tx, payment.id, {
      status:
        intent.status === 'requires_action'
          ? 'requires_action'
          : intent.status === 'processing'
            ? 'processing'
            : 'requires_payment_method',
      lastError: intent.lastError?.message ?? null,
      updatedAt: deps.clock.now(),
    });
    return { release: false };
  });
}

/** Releases an authorization-only hold (credits covered the price); a failure is only logged. */
async function release({ provider, log }: PaymentsDeps, intentId: string): Promise<void> {
  try {
    await providerCall(provider.cancelPaymentIntent(intentId));
  } catch (error) {
    log.warn({ err: error, intentId }, 'could not release an authorization; it expires on its own');
  }
}

/**
 * The provider's fingerprint of the card a successful intent was paid with, saved or typed in once
 * (Stripe's card.fingerprint; the local provider's keyed hash of the number): the referral reward's
 * self-referral check compares it. Asked before the transaction; an answer that does not come only
 * leaves it unknown (the payment itself goes on).
 */
async function paidCardFingerprint(
  { provider, log }: PaymentsDeps,
  intent: ProviderPaymentIntent,
): Promise<string | null> {
  if (!intent.paymentMethodId || !isCardPaymentSuccessful({ paymentIntentStatus: intent.status })) {
    return null;
  }
  try {
    const method = await providerCall(provider.retrievePaymentMethod(intent.paymentMethodId));
    return method.card.fingerprint ?? null;
  } catch (error) {
    log.warn({ err: error, intentId: intent.id }, 'could not read the fingerprint of the card that paid');
    return null;
  }
}

/**
 * Saves the card that paid when the customer ticked "keep the card" before confirming (the intent's
 * metadata saveCard = 'yes'); never otherwise. Saving twice keeps one card (save-card.ts), so every
 * path that applies the intent (the modal's sync, the webhook) may try; a failure leaves the payment
 * as it is, only without the saved card.
 */
async function saveCardIfAgreed(deps: PaymentsDeps, intent: ProviderPaymentIntent): Promise<void> {
  const userId = intent.metadata.userId;
  if (intent.metadata.saveCard !== 'yes' || !userId || !intent.paymentMethodId) return;
  if (!isCardPaymentSuccessful({ paymentIntentStatus: intent.status })) return;
  try {
    await saveProviderCard(deps, userId, intent.paymentMethodId);
  } catch (error) {
    deps.log.warn({ err: error, intentId: intent.id }, 'could not save the card the customer chose to keep');
  }
}

/** Applies a PaymentIntent and releases its authorization when credits paid the price. */
export async function applyIntentAndRelease(
  deps: PaymentsDeps,
  intent: ProviderPaymentIntent,
): Promise<void> {
  const cardFingerprint = await paidCardFingerprint(deps, intent);
  const { release: shouldRelease } = await applyPaymentIntent(deps, intent, cardFingerprint);
  await saveCardIfAgreed(deps, intent);
  if (shouldRelease) await release(deps, intent.id);
}
