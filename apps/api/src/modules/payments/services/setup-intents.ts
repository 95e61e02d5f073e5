import { AppError } from '../../../shared/errors.ts';
import { selectPayer } from '../customer-repository.ts';
import { replayAnswer, runIdempotent } from '../idempotency.ts';
import { applySetupIntent } from './apply-setup-intent.ts';
import type { PaymentsDeps } from './deps.ts';
import { ensureCustomer } from './ensure-customer.ts';
import { providerCall } from './provider-call.ts';

/** A SetupIntent to save a card (the card modal confirms it). */
export async function createSetupIntent(deps: PaymentsDeps, userId: string, idempotencyKey: string) {
  const customerId = await ensureCustomer(deps, userId);
  const intent = await providerCall(
    deps.provider.createSetupIntent({
      customerId,
      metadata: { userId },
      idempotencyKey: `setup-${userId}-${idempotencyKey}`,
    }),
  );
  return {
    setupIntentId: intent.id,
    clientSecret: intent.clientSecret,
    provider: deps.provider.name,
    publishableKey: deps.provider.publishableKey,
  };
}

/** The card page's "add a card": one SetupIntent per Idempotency-Key (a repeat answers the first). */
export async function startCardSetup(deps: PaymentsDeps, userId: string, idempotencyKey: string | undefined) {
  const result = await runIdempotent(
    deps.db,
    { accountId: userId, scope: 'setup-intent', key: idempotencyKey, body: {} },
    async (key) => ({ statusCode: 200, body: await createSetupIntent(deps, userId, key) }),
  );
  return replayAnswer(result);
}

/** After the card modal saved a card: asks the provider about the user's SetupIntent and applies it. */
export async function syncSetupIntent(
  deps: PaymentsDeps,
  userId: string,
  setupIntentId: string,
): Promise<void> {
  const account = await selectPayer(deps.db, userId);
  const intent = await providerCall(deps.provider.retrieveSetupIntent(setupIntentId)).catch(() => null);
  if (!intent || !account?.stripeCustomerId || intent.customerId !== account.stripeCustomerId) {
    throw new AppError('SETUP_INTENT_NOT_FOUND');
  }
  await applySetupIntent(deps, intent);
}
