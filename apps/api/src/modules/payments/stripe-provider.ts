import Stripe from 'stripe';
import { ProviderUnavailableError } from '../../shared/errors.ts';
import {
  type CreatePaymentIntentInput,
  type PaymentProvider,
  PROVIDER_TIMEOUT_MS,
  ProviderCardError,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderPaymentMethod,
  type ProviderRefund,
  type ProviderSetupIntent,
  WebhookSignatureError,
} from './provider.ts';

/** Stripe checks a webhook's timestamp within this many seconds (its own default too). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** only for tests and stripe-mock: where the API answers, e.g. http://127.0.0.1:12111 */
  apiUrl?: string | undefined;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function toIntent(pi: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: pi.id,
    status: pi.status as ProviderPaymentIntent['status'],
    amount: pi.amount,
    amountReceived: pi.amount_received ?? 0,
    currency: pi.currency,
    captureMethod: pi.capture_method === 'manual' ? 'manual' : 'automatic',
    customerId: idOf(pi.customer as string | { id: string } | null),
    paymentMethodId: idOf(pi.payment_method as string | { id: string } | null),
    clientSecret: pi.client_secret ?? '',
    lastError: pi.last_payment_error
      ? { code: pi.last_payment_error.code ?? 'card_error', message: pi.last_payment_error.message ?? '' }
      : null,
    metadata: { ...(pi.metadata ?? {}) },
  };
}

function toSetupIntent(si: Stripe.SetupIntent): ProviderSetupIntent {
  return {
    id: si.id,
    status: si.status as ProviderSetupIntent['status'],
    customerId: idOf(si.customer as string | { id: string } | null),
    paymentMethodId: idOf(si.payment_method as string | { id: string } | null),
    clientSecret: si.client_secret ?? '',
    lastError: si.last_setup_error
      ? { code: si.last_setup_error.code ?? 'card_error', message: si.last_setup_error.message ?? '' }
      : null,
    metadata: { ...(si.metadata ?? {}) },
  };
}

/** Card errors become ProviderCardError with Stripe's own message; everything else is rethrown. */
async function cardErrors<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new ProviderCardError({ code: error.code ?? 'card_declined', message: error.message });
    }
    throw error;
  }
}

/** The Stripe provider: the official SDK, one client per app, no SDK retries (we reconcile). */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  readonly client: Stripe;
  private readonly webhookSecret: string | null;

  constructor(options: StripeProviderOptions) {
    const url = options.apiUrl ? new URL(options.apiUrl) : null;
    this.client = new Stripe(options.secretKey, {
      timeout: PROVIDER_TIMEOUT_MS,
      maxNetworkRetries: 0,
      telemetry: false,
      ...(url
        ? {
            host: url.hostname,
            port: url.port || (url.protocol === 'http:' ? 80 : 443),
            protocol: url.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
  }

  async createCustomer(input: { email: string; name: string; accountId: string }) {
    const customer = await this.client.customers.create(
      { email: input.email, name: input.name || undefined, metadata: { accountId: input.accountId } },
      { idempotencyKey: `customer-${input.accountId}` },
    );
    return { id: customer.id };
  }

  /**
   * Stripe's customer deletion (DELETE /v1/customers/:id). One already deleted answers
   * resource_missing, which is fine. An outage is the 503 PROVIDER_UNAVAILABLE here, as the payments
   * service's calls make it, because erasure calls this outside that service.
   */
  async deleteCustomer(customerId: string): Promise<void> {
    try {
      await this.client.customers.del(customerId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return;
      if (
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError
      ) {
        throw new ProviderUnavailableError();
      }
      throw error;
    }
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent> {
    const pi = await cardErrors(
      this.client.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          customer: input.customerId,
          capture_method: input.captureMethod,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: input.description,
          metadata: input.metadata,
          ...(input.paymentMethodId
            ? { payment_method: input.paymentMethodId, confirm: true, off_session: true }
            : input.saveForOffSession
              ? { setup_future_usage: 'off_session' as const }
              : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toIntent(pi);
  }

  async retrievePaymentIntent(id: string) {
    return toIntent(await this.client.paymentIntents.retrieve(id));
  }

  async setCardSaving(id: string, save: boolean) {
    return toIntent(
      await this.client.paymentIntents.update(id, {
        setup_future_usage: save ? 'off_session' : '',
        metadata: { saveCard: save ? 'yes' : 'no' },
      }),
    );
  }

  async confirmWithSavedCard(id: string, paymentMethodId: string) {
    return toIntent(
      await cardErrors(
        this.client.paymentIntents.confirm(id, { payment_method: paymentMethodId, off_session: true }),
      ),
    );
  }

  async capturePaymentIntent(id: string, amount?: number) {
    return toIntent(
      await this.client.paymentIntents.capture(id, amount === undefined ? {} : { amount_to_capture: amount }),
    );
  }

  async cancelPaymentIntent(id: string) {
    return toIntent(await this.client.paymentIntents.cancel(id));
  }

  async createRefund(input: {
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<ProviderRefund> {
    const refund = await this.client.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amount },
      { idempotencyKey: input.idempotencyKey },
    );
    return {
      id: refund.id,
      paymentIntentId: input.paymentIntentId,
      amount: refund.amount,
      status: (refund.status ?? 'pending') as ProviderRefund['status'],
    };
  }

  async createSetupIntent(input: {
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) {
    const si = await this.client.setupIntents.create(
      {
        customer: input.customerId,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        usage: 'off_session',
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toSetupIntent(si);
  }

  async retrieveSetupIntent(id: string) {
    return toSetupIntent(await this.client.setupIntents.retrieve(id));
  }

  async retrievePaymentMethod(id: string): Promise<ProviderPaymentMethod> {
    const pm = await this.client.paymentMethods.retrieve(id);
    return {
      id: pm.id,
      customerId: idOf(pm.customer as string | { id: string } | null),
      card: {
        brand: pm.card?.brand ?? 'unknown',
        last4: pm.card?.last4 ?? '0000',
        expMonth: pm.card?.exp_month ?? 0,
        expYear: pm.card?.exp_year ?? 0,
        fingerprint: pm.card?.fingerprint ?? null,
      },
    };
  }

  async detachPaymentMethod(id: string): Promise<void> {
    await this.client.paymentMethods.detach(id);
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    if (!this.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
    if (!signatureHeader) throw new WebhookSignatureError('missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.client.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.amount_capturable_updated':
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled':
      case 'payment_intent.requires_action':
        return {
          id: event.id,
          type: event.type,
          paymentIntent: toIntent(event.data.object as Stripe.PaymentIntent),
        };
      case 'setup_intent.succeeded':
      case 'setup_intent.setup_failed':
      case 'setup_intent.requires_action':
        return {
          id: event.id,
          type: event.type,
          setupIntent: toSetupIntent(event.data.object as Stripe.SetupIntent),
        };
      default:
        return { id: event.id, type: 'ignored', originalType: event.type };
    }
  }
}
