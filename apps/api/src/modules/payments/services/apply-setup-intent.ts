import type { ProviderSetupIntent } from '../provider.ts';
import type { PaymentsDeps } from './deps.ts';
import { saveProviderCard } from './save-card.ts';

/** Saves the card of a succeeded SetupIntent to the user's cards (once; default when it is the first). */
export async function applySetupIntent(deps: PaymentsDeps, intent: ProviderSetupIntent): Promise<void> {
  if (intent.status !== 'succeeded' || !intent.paymentMethodId) return;
  const userId = intent.metadata.userId;
  if (!userId) return;
  await saveProviderCard(deps, userId, intent.paymentMethodId);
}
