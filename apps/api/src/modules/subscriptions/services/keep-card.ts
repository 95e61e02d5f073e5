import type { UseCaseContext } from '../../../shared/use-case.ts';
import { findUserCardByProvider, setCardIfNone } from '../repository.ts';

/** Saves the card a PaymentIntent was paid with as the user's card, and makes it the subscription's. */
export async function keepCardOf(
  { db, payments }: Pick<UseCaseContext, 'db' | 'payments'>,
  userId: string,
  subscriptionId: string,
  providerPaymentMethodId: string | null,
): Promise<void> {
  if (!providerPaymentMethodId) return;
  await payments.applySetupIntent({
    id: `from-payment-${providerPaymentMethodId}`,
    status: 'succeeded',
    customerId: null,
    paymentMethodId: providerPaymentMethodId,
    clientSecret: '',
    lastError: null,
    metadata: { userId },
  });
  const method = await findUserCardByProvider(db, userId, providerPaymentMethodId);
  if (method) await setCardIfNone(db, subscriptionId, method.id);
}
