import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { LocalPaymentProvider } from './local-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in local provider. */
export function createPaymentProvider(config: AppConfig, db: Database, clock: Clock): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return new LocalPaymentProvider({ db, now: () => clock.now() });
}
