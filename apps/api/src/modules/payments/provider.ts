import type { PaymentIntentStatus, SetupIntentStatus } from '@champions/domain';

/**
 * What the payments module needs from a card payment provider, modelled on Stripe's objects so that
 * Stripe and the built-in local provider are interchangeable. Amounts are minor units (haléře).
 */

export interface ProviderCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** the same card number gives the same fingerprint on any account (Stripe card.fingerprint); null if unknown */
  fingerprint?: string | null | undefined;
}

export interface ProviderPaymentMethod {
  id: string;
  customerId: string | null;
  card: ProviderCard;
}

export interface ProviderError {
  /** Stripe's error code, e.g. card_declined, insufficient_funds, expired_card, incorrect_cvc */
  code: string;
  /** the provider's message, shown to the user as it is (SPEC 5) */
  message: string;
}

export interface ProviderPaymentIntent {
  id: string;
  status: PaymentIntentStatus;
  amount: number;
  /** what has been captured so far (0 for an authorization) */
  amountReceived: number;
  currency: string;
  captureMethod: 'automatic' | 'manual';
  customerId: string | null;
  paymentMethodId: string | null;
  clientSecret: string;
  lastError: ProviderError | null;
  metadata: Record<string, string>;
}

export interface ProviderSetupIntent {
  id: string;
  status: SetupIntentStatus;
  customerId: string | null;
  paymentMethodId: string | null;
  clientSecret: string;
  lastError: ProviderError | null;
  metadata: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  paymentIntentId: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
}

/** The events both providers deliver to the same handler (Stripe's event types). */
export type ProviderEvent =
  | {
      id: string;
      type:
        | 'payment_intent.succeeded'
        | 'payment_intent.amount_capturable_updated'
        | 'payment_intent.payment_failed'
        | 'payment_intent.canceled'
        | 'payment_intent.requires_action';
      paymentIntent: ProviderPaymentIntent;
    }
  | {
      id: string;
      type: 'setup_intent.succeeded' | 'setup_intent.setup_failed' | 'setup_intent.requires_action';
      setupIntent: ProviderSetupIntent;
    }
  | { id: string; type: 'ignored'; originalType: string };

export interface CreatePaymentIntentInput {
  amount: number;
  currency: string;
  customerId: string;
  captureMethod: 'automatic' | 'manual';
  /** confirm at once with this saved card (off-session); otherwise the client confirms */
  paymentMethodId?: string | undefined;
  /**
   * The card the customer confirms will be charged again later without them (subscription
   * renewals): Stripe's `setup_future_usage: 'off_session'` saves it with the mandate for that.
   */
  saveForOffSession?: boolean | undefined;
  metadata: Record<string, string>;
  description: string;
  /** passed on to the provider, so a retried create never makes a second intent */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** the key the web needs (Stripe's publishable key), null for the local provider */
  readonly publishableKey: string | null;
  createCustomer(input: { email: string; name: string; accountId: string }): Promise<{ id: string }>;
  /**
   * Deletes the customer, and with it what the provider keeps about the person (e-mail, name, saved
   * cards), when their account is erased. A customer that is already gone is no error, so an erasure
   * that failed after this can simply be tried again.
   */
  deleteCustomer(customerId: string): Promise<void>;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent>;
  /**
   * The customer's answer to "keep the card for next purchases", given before they confirm: the card
   * that pays is kept at the provider for later (Stripe `setup_future_usage`) only when they said
   * yes, and the intent's metadata `saveCard` ('yes' | 'no') tells our side to save it once paid.
   */
  setCardSaving(id: string, save: boolean): Promise<ProviderPaymentIntent>;
  /** Confirms on the server with a saved card (off-session); a refused card throws ProviderCardError. */
  confirmWithSavedCard(id: string, paymentMethodId: string): Promise<ProviderPaymentIntent>;
  capturePaymentIntent(id: string, amount?: number): Promise<ProviderPaymentIntent>;
  cancelPaymentIntent(id: string): Promise<ProviderPaymentIntent>;
  createRefund(input: {
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<ProviderRefund>;
  createSetupIntent(input: {
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderSetupIntent>;
  retrieveSetupIntent(id: string): Promise<ProviderSetupIntent>;
  retrievePaymentMethod(id: string): Promise<ProviderPaymentMethod>;
  detachPaymentMethod(id: string): Promise<void>;
  /** Verifies a webhook's signature over the raw body and turns it into an event; throws when invalid. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

/** A provider call that failed for a reason the user can act on (a card error), with the provider's message. */
export class ProviderCardError extends Error {
  readonly providerError: ProviderError;

  constructor(providerError: ProviderError) {
    super(providerError.message);
    this.providerError = providerError;
    this.name = 'ProviderCardError';
  }
}

/** Thrown when a webhook signature or payload is not valid. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export const PROVIDER_TIMEOUT_MS = 10_000;

/** Rejects when the provider has not answered within PROVIDER_TIMEOUT_MS (the payment is reconciled later). */
export async function withTimeout<T>(promise: Promise<T>, ms = PROVIDER_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeoutError(ms)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export class ProviderTimeoutError extends Error {
  constructor(ms: number) {
    super(`payment provider did not answer within ${ms} ms`);
    this.name = 'ProviderTimeoutError';
  }
}
