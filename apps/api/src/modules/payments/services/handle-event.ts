import { providerEventSeen, recordProviderEvent } from '../customer-repository.ts';
import type { ProviderEvent } from '../provider.ts';
import { applyIntentAndRelease } from './apply-payment-intent.ts';
import { applySetupIntent } from './apply-setup-intent.ts';
import type { PaymentsDeps } from './deps.ts';

/**
 * The one handler of provider events: Stripe webhooks and the local provider's events. Each
 * event id is processed once (recorded after its effect; the effect itself is idempotent too).
 */
export async function handleEvent(deps: PaymentsDeps, event: ProviderEvent): Promise<{ duplicate: boolean }> {
  const { db, provider } = deps;
  if (await providerEventSeen(db, event.id)) return { duplicate: true };
  if ('paymentIntent' in event) await applyIntentAndRelease(deps, event.paymentIntent);
  else if ('setupIntent' in event) await applySetupIntent(deps, event.setupIntent);
  await recordProviderEvent(db, {
    id: event.id,
    provider: provider.name,
    type: event.type === 'ignored' ? event.originalType : event.type,
  });
  return { duplicate: false };
}
