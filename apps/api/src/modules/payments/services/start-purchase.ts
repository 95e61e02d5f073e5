import type { PurchaseResponse } from '@champions/contract';
import { creditBreakdown } from '@champions/domain';
import { AppError, PaymentFailedError } from '../../../shared/errors.ts';
import { setProviderIntentOnce } from '../payment-repository.ts';
import { ProviderCardError, type ProviderPaymentIntent } from '../provider.ts';
import { applyIntentAndRelease } from './apply-payment-intent.ts';
import { cancelPayment } from './cancel-payment.ts';
import type { PaymentsDeps } from './deps.ts';
import { ensureCustomer } from './ensure-customer.ts';
import { findOrCreatePayment } from './find-or-create-payment.ts';
import { userPaymentMethod } from './payment-methods.ts';
import { isFinal } from './payment-state.ts';
import { providerCall } from './provider-call.ts';
import { purchaseAnswer } from './purchase-answer.ts';
import type { PurchaseInput } from './purchase-input.ts';

export type { PurchaseInput };

/**
 * Starts (or resumes, for the same user and idempotency key) a purchase: credits first, then the
 * card (domain creditBreakdown). Completes at once when nothing is due on the card (free, or a
 * saved card that needs no extra step); otherwise answers a client secret for the card modal.
 * A card refused at once answers 402 with the provider's message (credits given back).
 */
export async function startPurchase(deps: PaymentsDeps, input: PurchaseInput): Promise<PurchaseResponse> {
  const { db, clock, provider } = deps;
  if (!Number.isSafeInteger(input.amount) || input.amount < 0) throw new AppError('PAYMENT_AMOUNT_INVALID');
  const savedCard = input.paymentMethodId
    ? await userPaymentMethod(deps, input.userId, input.paymentMethodId)
    : null;
  const payment = await findOrCreatePayment(deps, input);
  if (isFinal(payment.status)) return purchaseAnswer(deps, payment.id, null);

  let intent: ProviderPaymentIntent;
  if (payment.providerIntentId) {
    intent = await providerCall(provider.retrievePaymentIntent(payment.providerIntentId));
  } else {
    const customerId = await ensureCustomer(deps, input.userId);
    const authorize = payment.mode === 'authorize';
    intent = await providerCall(
      provider.createPaymentIntent({
        amount: authorize
          ? creditBreakdown({ totalAmount: payment.totalAmount, currentCredits: payment.totalAmount })
              .authorizationAmount
          : payment.amount,
        currency: payment.currency,
        customerId,
        captureMethod: authorize ? 'manual' : 'automatic',
        description: payment.description,
        metadata: { paymentId: payment.id, userId: payment.userId, kind: payment.kind },
        idempotencyKey: `payment-${payment.id}`,
        saveForOffSession: input.saveCardForRenewals === true,
      }),
    );
    await setProviderIntentOnce(db, payment.id, intent.id, clock.now());
  }
  if (savedCard && intent.status === 'requires_payment_method' && !intent.lastError) {
    try {
      intent = await providerCall(provider.confirmWithSavedCard(intent.id, savedCard.providerId));
    } catch (error) {
      if (!(error instanceof ProviderCardError)) throw error;
      await applyIntentAndRelease(deps, await providerCall(provider.retrievePaymentIntent(intent.id)));
      await cancelPayment(deps, input.userId, payment.id);
      throw new PaymentFailedError(error.message, {
        code: error.providerError.code,
        paymentId: payment.id,
      });
    }
  }
  await applyIntentAndRelease(deps, intent);
  return purchaseAnswer(deps, payment.id, intent.clientSecret);
}
