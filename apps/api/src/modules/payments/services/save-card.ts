import { isSameCard } from '@champions/domain';
import {
  insertPaymentMethod,
  lockPayer,
  refreshPaymentMethod,
  selectPaymentMethods,
} from '../customer-repository.ts';
import type { PaymentsDeps } from './deps.ts';
import { providerCall } from './provider-call.ts';

/**
 * Saves the card behind a provider payment method to the user's cards (default when it is the
 * first), once: the user's cards are read under the payer's lock, and a card that is already saved
 * (the same provider object, or the same card by domain isSameCard: the fingerprint, else brand,
 * last four digits and expiry) is not added again; it is pointed at the newest provider object
 * instead, which the provider keeps usable off-session.
 */
export async function saveProviderCard(
  { db, clock, provider }: PaymentsDeps,
  userId: string,
  providerMethodId: string,
): Promise<void> {
  const method = await providerCall(provider.retrievePaymentMethod(providerMethodId));
  const card = {
    providerId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.expMonth,
    expYear: method.card.expYear,
    fingerprint: method.card.fingerprint ?? null,
  };
  await db.transaction(async (tx) => {
    await lockPayer(tx, userId);
    const existing = await selectPaymentMethods(tx, userId);
    if (existing.some((m) => m.providerId === method.id)) return;
    const same = existing.find((m) => isSameCard(m, card));
    if (same) {
      await refreshPaymentMethod(tx, same.id, card);
      return;
    }
    await insertPaymentMethod(tx, {
      userId,
      ...card,
      isDefault: !existing.some((m) => m.isDefault),
      createdAt: clock.now(),
    });
  });
}
