import { createHash, randomBytes } from 'node:crypto';
import type { PaymentIntentStatus } from '@champions/domain';
import type { Database } from '../../db/client.ts';
import { CARD_ERROR_MESSAGES } from '../../shared/messages.ts';
import {
  type CreatePaymentIntentInput,
  type PaymentProvider,
  type ProviderCard,
  ProviderCardError,
  type ProviderError,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderPaymentMethod,
  type ProviderRefund,
  type ProviderSetupIntent,
  WebhookSignatureError,
} from './provider.ts';
import {
  deleteCustomerObject,
  insertProviderObject,
  lockProviderObject,
  selectProviderObject,
  selectUndeliveredEvents,
  updateProviderObject,
} from './provider-object-repository.ts';

/**
 * The built-in, offline card provider (the default). It keeps its objects in the database and
 * behaves like Stripe in test mode with Stripe's documented test cards:
 *
 * | card number          | behaviour                                                    |
 * |----------------------|--------------------------------------------------------------|
 * | 4242 4242 4242 4242  | succeeds (Visa); 5555 5555 5555 4444 succeeds (Mastercard)    |
 * | 4000 0000 0000 0002  | declined (card_declined)                                     |
 * | 4000 0000 0000 9995  | insufficient funds (insufficient_funds)                      |
 * | 4000 0025 0000 3155  | requires authentication (requires_action, then a confirm)    |
 * | 4000 0000 0000 0069  | expired card; any past expiry date too                       |
 * | 4000 0000 0000 0127  | wrong CVC (incorrect_cvc); a CVC that is not 3 digits too     |
 * | 4000 0000 0000 0119  | processing error                                             |
 *
 * The card number never leaves this module: only brand, last 4 digits, expiry and the test
 * behaviour are kept. After a state change it emits the same events as Stripe, to the same
 * handler as the Stripe webhook; an event whose handler failed is delivered again by
 * `redeliverPendingEvents` (the retry path a webhook has).
 */

type Behaviour =
  | 'ok'
  | 'declined'
  | 'insufficient_funds'
  | 'authenticate'
  | 'expired'
  | 'cvc'
  | 'processing_error';

interface StoredPaymentMethod extends ProviderPaymentMethod {
  behaviour: Behaviour;
}

export interface LocalCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type LocalConfirmInput = { card: LocalCardInput } | { paymentMethodId: string };

const TEST_CARDS: Record<string, { brand: string; behaviour: Behaviour }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'ok' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'ok' },
  '4000000000000002': { brand: 'visa', behaviour: 'declined' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient_funds' },
  '4000002500003155': { brand: 'visa', behaviour: 'authenticate' },
  '4000000000000069': { brand: 'visa', behaviour: 'expired' },
  '4000000000000127': { brand: 'visa', behaviour: 'cvc' },
  '4000000000000119': { brand: 'visa', behaviour: 'processing_error' },
};

/** The provider's messages (Czech, as Stripe.js shows them with locale cs). */
export const LOCAL_CARD_ERRORS = CARD_ERROR_MESSAGES;

function cardError(code: keyof typeof LOCAL_CARD_ERRORS): ProviderError {
  return { code: code === 'test_mode_live_card' ? 'card_declined' : code, message: LOCAL_CARD_ERRORS[code] };
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** Parses the client's card form into a card, or the provider's error for it. */
export function checkLocalCard(
  card: LocalCardInput,
  now: Date,
): { ok: true; card: ProviderCard; behaviour: Behaviour } | { ok: false; error: ProviderError } {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { ok: false, error: cardError('incorrect_number') };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfMonth = new Date(Date.UTC(year, card.expMonth, 1));
  if (card.expMonth < 1 || card.expMonth > 12 || endOfMonth <= now) {
    return { ok: false, error: cardError('expired_card') };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, error: cardError('incorrect_cvc') };
  const known = TEST_CARDS[digits];
  if (!known) return { ok: false, error: cardError('test_mode_live_card') };
  return {
    ok: true,
    card: {
      brand: known.brand,
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: year,
      // deterministic like Stripe's: a keyed hash of the number, never the number itself
      fingerprint: createHash('sha256').update(`local-card-fingerprint:${digits}`).digest('hex').slice(0, 16),
    },
    behaviour: known.behaviour,
  };
}

/** The error a card's behaviour gives at payment time, if any (authentication aside). */
function behaviourError(behaviour: Behaviour): ProviderError | null {
  switch (behaviour) {
    case 'declined':
      return cardError('card_declined');
    case 'insufficient_funds':
      return cardError('insufficient_funds');
    case 'expired':
      return cardError('expired_card');
    case 'cvc':
      return cardError('incorrect_cvc');
    case 'processing_error':
      return cardError('processing_error');
    default:
      return null;
  }
}

interface StoredPaymentIntent extends ProviderPaymentIntent {
  /** how many times money was taken (a test proves it never exceeds one) */
  chargeCount: number;
  refunded: number;
  /** like Stripe's setup_future_usage: the card that pays stays with the customer for later */
  setupFutureUsage?: boolean;
}

type StoredSetupIntent = ProviderSetupIntent;

export type LocalEventHandler = (event: ProviderEvent) => Promise<void>;

export interface LocalProviderOptions {
  db: Database;
  now: () => Date;
}

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  readonly publishableKey = null;
  private handler: LocalEventHandler | null = null;
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(options: LocalProviderOptions) {
    this.db = options.db;
    this.now = options.now;
  }

  /** Where events go (the payments service's provider event handler, shared with the Stripe webhook). */
  onEvent(handler: LocalEventHandler): void {
    this.handler = handler;
  }

  // ------------------------------------------------------------------ storage

  private async get<T>(id: string, type: string): Promise<T | null> {
    const row = await selectProviderObject(this.db, id, type);
    return (row?.data as T | undefined) ?? null;
  }

  private async must<T>(id: string, type: string): Promise<T> {
    const found = await this.get<T>(id, type);
    if (!found) throw new LocalProviderError(`No such ${type}: '${id}'`);
    return found;
  }

  private async insert(id: string, type: string, data: unknown): Promise<void> {
    await insertProviderObject(this.db, { id, type, data, createdAt: this.now() });
  }

  private async put(id: string, data: unknown): Promise<void> {
    await updateProviderObject(this.db, id, data, this.now());
  }

  /** Runs a change of one object under its row lock, so concurrent confirms cannot charge twice. */
  private async mutate<T, R>(
    id: string,
    type: string,
    change: (current: T) => { next: T; result: R },
  ): Promise<R> {
    return this.db.transaction(async (tx) => {
      const row = await lockProviderObject(tx, id, type);
      if (!row) throw new LocalProviderError(`No such ${type}: '${id}'`);
      const { next, result } = change(row.data as T);
      await updateProviderObject(tx, id, next, this.now());
      return result;
    });
  }

  // ------------------------------------------------------------------ events

  private async emit(event: Exclude<ProviderEvent, { type: 'ignored' }>): Promise<void> {
    await this.insert(event.id, 'event', { event, delivered: false });
    await this.deliver(event);
  }

  private async deliver(event: ProviderEvent): Promise<void> {
    if (!this.handler) return;
    try {
      await this.handler(event);
      await this.put(event.id, { event, delivered: true });
    } catch {
      // left undelivered; redeliverPendingEvents tries again (like a webhook retry)
    }
  }

  /** Delivers again every event whose handler failed; answers how many were delivered now. */
  async redeliverPendingEvents(): Promise<number> {
    const rows = await selectUndeliveredEvents(this.db);
    let delivered = 0;
    for (const row of rows) {
      const { event } = row.data as { event: ProviderEvent };
      await this.deliver(event);
      const after = await this.get<{ delivered: boolean }>(row.id, 'event');
      if (after?.delivered) delivered++;
    }
    return delivered;
  }

  private paymentEvent(intent: StoredPaymentIntent): Exclude<ProviderEvent, { type: 'ignored' }> | null {
    const type =
      intent.status === 'succeeded'
        ? 'payment_intent.succeeded'
        : intent.status === 'requires_capture'
          ? 'payment_intent.amount_capturable_updated'
          : intent.status === 'canceled'
            ? 'payment_intent.canceled'
            : intent.status === 'requires_action'
              ? 'payment_intent.requires_action'
              : intent.lastError
                ? 'payment_intent.payment_failed'
                : null;
    return type ? { id: newId('evt'), type, paymentIntent: publicIntent(intent) } : null;
  }

  // ------------------------------------------------------------------ PaymentProvider

  async createCustomer(input: { email: string; name: string; accountId: string }) {
    const id = newId('cus');
    await this.insert(id, 'customer', { id, ...input });
    return { id };
  }

  /** Like Stripe's: the customer object (e-mail, name, account) is gone and its cards are detached. */
  async deleteCustomer(customerId: string): Promise<void> {
    await deleteCustomerObject(this.db, customerId, this.now());
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent> {
    const keyId = `idem_${input.idempotencyKey}`;
    const previous = await this.get<{ intentId: string }>(keyId, 'idempotency');
    if (previous) return this.retrievePaymentIntent(previous.intentId);
    const id = newId('pi');
    const intent: StoredPaymentIntent = {
      id,
      status: 'requires_payment_method',
      amount: input.amount,
      amountReceived: 0,
      currency: input.currency,
      captureMethod: input.captureMethod,
      customerId: input.customerId,
      paymentMethodId: null,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      lastError: null,
      metadata: input.metadata,
      chargeCount: 0,
      refunded: 0,
      setupFutureUsage: input.saveForOffSession === true,
    };
    await this.insert(id, 'payment_intent', intent);
    await this.insert(keyId, 'idempotency', { intentId: id });
    if (input.paymentMethodId) {
      return this.confirmPaymentIntent(id, { paymentMethodId: input.paymentMethodId }, { offSession: true });
    }
    return publicIntent(intent);
  }

  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    return publicIntent(await this.must<StoredPaymentIntent>(id, 'payment_intent'));
  }

  /** Resolves the card of a confirm: a saved payment method, or a new one made from the card form. */
  private async resolveMethod(
    input: LocalConfirmInput,
    customerId: string | null,
  ): Promise<{ ok: true; method: StoredPaymentMethod } | { ok: false; error: ProviderError }> {
    if ('paymentMethodId' in input) {
      const method = await this.get<StoredPaymentMethod>(input.paymentMethodId, 'payment_method');
      if (!method || method.customerId !== customerId) {
        return {
          ok: false,
          error: { code: 'resource_missing', message: CARD_ERROR_MESSAGES.resource_missing },
        };
      }
      return { ok: true, method };
    }
    const checked = checkLocalCard(input.card, this.now());
    if (!checked.ok) return checked;
    const method: StoredPaymentMethod = {
      id: newId('pm'),
      customerId: null,
      card: checked.card,
      behaviour: checked.behaviour,
    };
    await this.insert(method.id, 'payment_method', method);
    return { ok: true, method };
  }

  /** stripe.confirmCardPayment: the client (or the server, off-session) confirms with a card. */
  async confirmPaymentIntent(
    id: string,
    input: LocalConfirmInput,
    options: { offSession?: boolean } = {},
  ): Promise<ProviderPaymentIntent> {
    const current = await this.must<StoredPaymentIntent>(id, 'payment_intent');
    if (current.status !== 'requires_payment_method' && current.status !== 'requires_confirmation') {
      return publicIntent(current);
    }
    const resolved = await this.resolveMethod(input, current.customerId);
    const intent = await this.mutate<StoredPaymentIntent, StoredPaymentIntent>(id, 'payment_intent', (pi) => {
      if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') {
        return { next: pi, result: pi };
      }
      if (!resolved.ok) {
        const next = { ...pi, status: 'requires_payment_method' as const, lastError: resolved.error };
        return { next, result: next };
      }
      const { method } = resolved;
      const error = behaviourError(method.behaviour);
      if (error) {
        const next = {
          ...pi,
          status: 'requires_payment_method' as const,
          paymentMethodId: method.id,
          lastError: error,
        };
        return { next, result: next };
      }
      if (method.behaviour === 'authenticate' && !(options.offSession && method.customerId)) {
        const next = {
          ...pi,
          status: 'requires_action' as const,
          paymentMethodId: method.id,
          lastError: null,
        };
        return { next, result: next };
      }
      const next = settle({ ...pi, paymentMethodId: method.id, lastError: null });
      return { next, result: next };
    });
    // like Stripe's setup_future_usage: a card that paid for a customer stays usable off-session,
    // only when the intent asked for it (the customer agreed, or a plan renews from it)
    const stored = await this.must<StoredPaymentIntent>(id, 'payment_intent');
    if (
      stored.setupFutureUsage &&
      resolved.ok &&
      !resolved.method.customerId &&
      intent.customerId &&
      (intent.status === 'succeeded' || intent.status === 'requires_capture')
    ) {
      await this.attach(intent.paymentMethodId!, intent.customerId);
    }
    const event = this.paymentEvent(intent);
    if (event) await this.emit(event);
    if (options.offSession && intent.lastError) throw new ProviderCardError(intent.lastError);
    return publicIntent(intent);
  }

  async setCardSaving(id: string, save: boolean): Promise<ProviderPaymentIntent> {
    const intent = await this.mutate<StoredPaymentIntent, StoredPaymentIntent>(id, 'payment_intent', (pi) => {
      const next = {
        ...pi,
        setupFutureUsage: save,
        metadata: { ...pi.metadata, saveCard: save ? 'yes' : 'no' },
      };
      return { next, result: next };
    });
    return publicIntent(intent);
  }

  confirmWithSavedCard(id: string, paymentMethodId: string): Promise<ProviderPaymentIntent> {
    return this.confirmPaymentIntent(id, { paymentMethodId }, { offSession: true });
  }

  /** The extra confirmation (3-D Secure) of a card that requires authentication. */
  async authenticatePaymentIntent(id: string, approve: boolean): Promise<ProviderPaymentIntent> {
    const intent = await this.mutate<StoredPaymentIntent, StoredPaymentIntent>(id, 'payment_intent', (pi) => {
      if (pi.status !== 'requires_action') return { next: pi, result: pi };
      const next = approve
        ? settle({ ...pi, lastError: null })
        : {
            ...pi,
            status: 'requires_payment_method' as const,
            lastError: cardError('authentication_failed'),
          };
      return { next, result: next };
    });
    if (
      intent.setupFutureUsage &&
      intent.paymentMethodId &&
      intent.customerId &&
      (intent.status === 'succeeded' || intent.status === 'requires_capture')
    ) {
      const method = await this.must<StoredPaymentMethod>(intent.paymentMethodId, 'payment_method');
      if (!method.customerId) await this.attach(intent.paymentMethodId, intent.customerId);
    }
    const event = this.paymentEvent(intent);
    if (event) await this.emit(event);
    return publicIntent(intent);
  }

  async capturePaymentIntent(id: string, amount?: number): Promise<ProviderPaymentIntent> {
    const intent = await this.mutate<StoredPaymentIntent, StoredPaymentIntent>(id, 'payment_intent', (pi) => {
      if (pi.status !== 'requires_capture')
        throw new LocalProviderError(`PaymentIntent ${id} cannot be captured`);
      const captured = Math.min(amount ?? pi.amount, pi.amount);
      const next = {
        ...pi,
        status: 'succeeded' as const,
        amountReceived: captured,
        chargeCount: pi.chargeCount + 1,
      };
      return { next, result: next };
    });
    const event = this.paymentEvent(intent);
    if (event) await this.emit(event);
    return publicIntent(intent);
  }

  async cancelPaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    const intent = await this.mutate<StoredPaymentIntent, StoredPaymentIntent>(id, 'payment_intent', (pi) => {
      if (pi.status === 'succeeded' || pi.status === 'canceled') return { next: pi, result: pi };
      const next = { ...pi, status: 'canceled' as const };
      return { next, result: next };
    });
    const event = this.paymentEvent(intent);
    if (event && intent.status === 'canceled') await this.emit(event);
    return publicIntent(intent);
  }

  async createRefund(input: {
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<ProviderRefund> {
    const keyId = `idem_${input.idempotencyKey}`;
    const previous = await this.get<{ refund: ProviderRefund }>(keyId, 'idempotency');
    if (previous) return previous.refund;
    const id = newId('re');
    await this.mutate<StoredPaymentIntent, void>(input.paymentIntentId, 'payment_intent', (pi) => {
      if (pi.status !== 'succeeded' || pi.refunded + input.amount > pi.amountReceived) {
        throw new LocalProviderError(`Refund of ${input.amount} exceeds what ${pi.id} received`);
      }
      return { next: { ...pi, refunded: pi.refunded + input.amount }, result: undefined };
    });
    const refund: ProviderRefund = {
      id,
      paymentIntentId: input.paymentIntentId,
      amount: input.amount,
      status: 'succeeded',
    };
    await this.insert(id, 'refund', refund);
    await this.insert(keyId, 'idempotency', { refund });
    return refund;
  }

  async createSetupIntent(input: {
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) {
    const keyId = `idem_${input.idempotencyKey}`;
    const previous = await this.get<{ intentId: string }>(keyId, 'idempotency');
    if (previous) return this.retrieveSetupIntent(previous.intentId);
    const id = newId('seti');
    const intent: StoredSetupIntent = {
      id,
      status: 'requires_payment_method',
      customerId: input.customerId,
      paymentMethodId: null,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      lastError: null,
      metadata: input.metadata,
    };
    await this.insert(id, 'setup_intent', intent);
    await this.insert(keyId, 'idempotency', { intentId: id });
    return { ...intent };
  }

  async retrieveSetupIntent(id: string): Promise<ProviderSetupIntent> {
    return { ...(await this.must<StoredSetupIntent>(id, 'setup_intent')) };
  }

  private async attach(methodId: string, customerId: string | null): Promise<void> {
    const method = await this.must<StoredPaymentMethod>(methodId, 'payment_method');
    await this.put(methodId, { ...method, customerId });
  }

  private setupEvent(intent: StoredSetupIntent): Exclude<ProviderEvent, { type: 'ignored' }> | null {
    const type =
      intent.status === 'succeeded'
        ? 'setup_intent.succeeded'
        : intent.status === 'requires_action'
          ? 'setup_intent.requires_action'
          : intent.lastError
            ? 'setup_intent.setup_failed'
            : null;
    return type ? { id: newId('evt'), type, setupIntent: { ...intent } } : null;
  }

  /** stripe.confirmCardSetup: saves a card to the customer; 3155 asks for authentication first. */
  async confirmSetupIntent(id: string, input: LocalConfirmInput): Promise<ProviderSetupIntent> {
    const current = await this.must<StoredSetupIntent>(id, 'setup_intent');
    if (current.status !== 'requires_payment_method') return { ...current };
    const resolved = await this.resolveMethod(input, current.customerId);
    const intent = await this.mutate<StoredSetupIntent, StoredSetupIntent>(id, 'setup_intent', (si) => {
      if (si.status !== 'requires_payment_method') return { next: si, result: si };
      if (!resolved.ok) {
        const next = { ...si, lastError: resolved.error };
        return { next, result: next };
      }
      const error = behaviourError(resolved.method.behaviour);
      if (error) {
        const next = { ...si, paymentMethodId: resolved.method.id, lastError: error };
        return { next, result: next };
      }
      const status = resolved.method.behaviour === 'authenticate' ? 'requires_action' : 'succeeded';
      const next = {
        ...si,
        status,
        paymentMethodId: resolved.method.id,
        lastError: null,
      } as StoredSetupIntent;
      return { next, result: next };
    });
    if (intent.status === 'succeeded' && intent.paymentMethodId)
      await this.attach(intent.paymentMethodId, intent.customerId);
    const event = this.setupEvent(intent);
    if (event) await this.emit(event);
    return { ...intent };
  }

  async authenticateSetupIntent(id: string, approve: boolean): Promise<ProviderSetupIntent> {
    const intent = await this.mutate<StoredSetupIntent, StoredSetupIntent>(id, 'setup_intent', (si) => {
      if (si.status !== 'requires_action') return { next: si, result: si };
      const next: StoredSetupIntent = approve
        ? { ...si, status: 'succeeded', lastError: null }
        : { ...si, status: 'requires_payment_method', lastError: cardError('authentication_failed') };
      return { next, result: next };
    });
    if (intent.status === 'succeeded' && intent.paymentMethodId)
      await this.attach(intent.paymentMethodId, intent.customerId);
    const event = this.setupEvent(intent);
    if (event) await this.emit(event);
    return { ...intent };
  }

  async retrievePaymentMethod(id: string): Promise<ProviderPaymentMethod> {
    const { behaviour: _behaviour, ...method } = await this.must<StoredPaymentMethod>(id, 'payment_method');
    return method;
  }

  async detachPaymentMethod(id: string): Promise<void> {
    await this.attach(id, null);
  }

  /** The local provider has no webhook endpoint: its events go straight to the handler. */
  parseWebhook(): ProviderEvent {
    throw new WebhookSignatureError('the local provider does not receive webhooks');
  }

  /** How many times money was taken on an intent (for tests and reconciliation). */
  async chargeCount(id: string): Promise<number> {
    return (await this.must<StoredPaymentIntent>(id, 'payment_intent')).chargeCount;
  }
}

/** An authorized or charged intent: manual capture stops at requires_capture. */
function settle(pi: StoredPaymentIntent): StoredPaymentIntent {
  const status: PaymentIntentStatus = pi.captureMethod === 'manual' ? 'requires_capture' : 'succeeded';
  return {
    ...pi,
    status,
    amountReceived: status === 'succeeded' ? pi.amount : 0,
    chargeCount: status === 'succeeded' ? pi.chargeCount + 1 : pi.chargeCount,
  };
}

function publicIntent(intent: StoredPaymentIntent): ProviderPaymentIntent {
  const { chargeCount: _c, refunded: _r, setupFutureUsage: _s, ...rest } = intent;
  return rest;
}

export class LocalProviderError extends Error {
  override name = 'LocalProviderError';
}
