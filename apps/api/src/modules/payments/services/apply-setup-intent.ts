import { insertPaymentMethod, lockPayer, selectPaymentMethods } from '../customer-repository.ts';
import type { ProviderSetupIntent } from '../provider.ts';
import type { PaymentsDeps } from './deps.ts';
import { providerCall } from './provider-call.ts';

/** Saves the card of a succeeded SetupIntent to the user's cards (default when it is the first). */
export async function applySetupIntent(
  { db, clock, provider }: PaymentsDeps,
  intent: ProviderSetupIntent,
): Promise<void> {
  if (intent.status !== 'succeeded' || !intent.paymentMethodId) return;
  const userId = intent.metadata.userId;
  if (!userId) return;
  const method = await providerCall(provider.retrievePaymentMethod(intent.paymentMethodId));
  await db.transaction(async (tx) => {
    await lockPayer(tx, userId);
    const existing = await selectPaymentMethods(tx, userId);
    if (existing.some((m) => m.providerId === method.id)) return;
    await insertPaymentMethod(tx, {
      userId,
      providerId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.expMonth,
      expYear: method.card.expYear,
      fingerprint: method.card.fingerprint ?? null,
      isDefault: !existing.some((m) => m.isDefault),
      createdAt: clock.now(),
    });
  });
}
