import type { PurchaseResponse } from '@champions/contract';
import { creditBreakdown, isCardPaymentSuccessful } from '@champions/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  AppError,
  NotFoundError,
  PaymentFailedError,
  ProviderUnavailableError,
} from '../../shared/errors.ts';
import {
  deletePaymentMethod,
  insertPaymentMethod,
  lockPayer,
  providerEventSeen,
  recordProviderEvent,
  saveCustomerId,
  selectPayer,
  selectPaymentMethods,
  selectUserPaymentMethod,
  setDefaultCard,
} from './customer-repository.ts';
import { appendCredit, type Executor } from './ledger.ts';
import { selectCreditBalance } from './ledger-repository.ts';
import { LocalPaymentProvider } from './local-provider.ts';
import {
  insertPayment,
  lockPaymentById,
  lockPaymentByIntent,
  markPaymentSucceeded,
  type Payment,
  selectAbandonedPayments,
  selectPayment,
  selectPaymentByKey,
  selectPaymentsToReconcile,
  selectUserPayment,
  setPaymentStatus,
  setProviderIntent,
  setProviderIntentOnce,
} from './payment-repository.ts';
import {
  type PaymentProvider,
  ProviderCardError,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderSetupIntent,
  ProviderTimeoutError,
  withTimeout,
} from './provider.ts';
import { issueReceipt } from './receipts.ts';

export type { Payment };

type PaymentKind = Payment['kind'];

/** Runs in the transaction that marks the payment succeeded; throwing rolls the success back (retried later). */
export type FulfilmentHandler = (tx: Executor, payment: Payment) => Promise<void>;

export interface PurchaseInput {
  userId: string;
  /** the price, minor units (haléře), before credits */
  amount: number;
  purpose: { kind: string; reference: string; description: string };
  /** the client's Idempotency-Key (or a fresh uuid); one payment per (user, key) */
  idempotencyKey: string;
  /** our payment_methods.id of a saved card to charge at once (off-session) */
  paymentMethodId?: string | undefined;
  /**
   * The card confirmed for this payment will be charged later off-session (a subscription's first
   * payment): the provider saves it for that (Stripe `setup_future_usage: 'off_session'`).
   */
  saveCardForRenewals?: boolean | undefined;
}

const FINAL = ['succeeded', 'canceled', 'refunded', 'partially_refunded'] as const;
const isFinal = (status: string) => (FINAL as readonly string[]).includes(status);

export interface PaymentsServiceOptions {
  db: Database;
  config: AppConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  provider: PaymentProvider;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Calls the provider with the 10 s limit. A timeout or a provider outage (Stripe's connection and
 * API errors) is a 503 and the payment is reconciled later; card errors pass through.
 */
async function call<T>(promise: Promise<T>): Promise<T> {
  try {
    return await withTimeout(promise);
  } catch (error) {
    if (error instanceof ProviderTimeoutError) throw new ProviderUnavailableError();
    const type = (error as { type?: string }).type;
    if (type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeRateLimitError') {
      throw new ProviderUnavailableError();
    }
    throw error;
  }
}

/** An unpaid payment is given up (credits back) after this long without a change. */
export const ABANDONED_PAYMENT_MS = 24 * 60 * 60 * 1000;

export function createPaymentsService({ db, config, clock, log, provider }: PaymentsServiceOptions) {
  const fulfilments = new Map<string, FulfilmentHandler>();

  function registerFulfilment(kind: string, handler: FulfilmentHandler): void {
    if (fulfilments.has(kind)) throw new Error(`a fulfilment for '${kind}' is already registered`);
    fulfilments.set(kind, handler);
  }

  // ---------------------------------------------------------------- state changes (one transaction each)

  /** Marks a payment succeeded with everything it pays for, exactly once (row lock + status check). */
  async function complete(tx: Executor, payment: Payment): Promise<void> {
    const now = clock.now();
    if (payment.creditsBack > 0) {
      await appendCredit(tx, {
        userId: payment.userId,
        amount: payment.creditsBack,
        reason: 'min_charge_difference',
        reference: payment.id,
      });
    }
    const updated = await markPaymentSucceeded(tx, payment.id, now);
    if (payment.totalAmount > 0) await issueReceipt(tx, config, updated, now);
    const handler = fulfilments.get(payment.kind);
    if (!handler) throw new Error(`no fulfilment registered for payment kind '${payment.kind}'`);
    await handler(tx, updated);
  }

  /** Gives the credits of a payment that will never succeed back, and marks it canceled. */
  async function cancelInTx(tx: Executor, payment: Payment, lastError: string | null = null): Promise<void> {
    if (payment.creditsUsed > 0) {
      await appendCredit(tx, {
        userId: payment.userId,
        amount: payment.creditsUsed,
        reason: 'purchase_reversal',
        reference: payment.id,
      });
    }
    await setPaymentStatus(tx, payment.id, {
      status: 'canceled',
      lastError: lastError ?? payment.lastError,
      updatedAt: clock.now(),
    });
  }

  /**
   * Applies what the provider says about a PaymentIntent (from a confirm, a sync, a webhook or a
   * retry): idempotent, any order. Answers whether an authorization should now be released.
   */
  async function applyPaymentIntent(intent: ProviderPaymentIntent): Promise<{ release: boolean }> {
    return db.transaction(async (tx) => {
      let payment = await lockPaymentByIntent(tx, intent.id);
      if (!payment && intent.metadata.paymentId) {
        // the intent was made but its id not yet saved (a crash in between)
        payment = await lockPaymentById(tx, intent.metadata.paymentId);
        if (payment?.providerIntentId && payment.providerIntentId !== intent.id) payment = null;
        if (payment) await setProviderIntent(tx, payment.id, intent.id);
      }
      if (!payment) return { release: false };
      if (isFinal(payment.status)) {
        return { release: payment.mode === 'authorize' && intent.status === 'requires_capture' };
      }
      if (isCardPaymentSuccessful({ paymentIntentStatus: intent.status })) {
        await complete(tx, payment);
        return { release: payment.mode === 'authorize' && intent.status === 'requires_capture' };
      }
      if (intent.status === 'canceled') {
        await cancelInTx(tx, payment);
        return { release: false };
      }
      await setPaymentStatus(tx, payment.id, {
        status:
          intent.status === 'requires_action'
            ? 'requires_action'
            : intent.status === 'processing'
              ? 'processing'
              : 'requires_payment_method',
        lastError: intent.lastError?.message ?? null,
        updatedAt: clock.now(),
      });
      return { release: false };
    });
  }

  /** Releases an authorization-only hold (credits covered the price); a failure is only logged. */
  async function release(intentId: string): Promise<void> {
    try {
      await call(provider.cancelPaymentIntent(intentId));
    } catch (error) {
      log.warn({ err: error, intentId }, 'could not release an authorization; it expires on its own');
    }
  }

  async function applyIntentAndRelease(intent: ProviderPaymentIntent): Promise<void> {
    const { release: shouldRelease } = await applyPaymentIntent(intent);
    if (shouldRelease) await release(intent.id);
  }

  /** Saves the card of a succeeded SetupIntent to the user's cards (default when it is the first). */
  async function applySetupIntent(intent: ProviderSetupIntent): Promise<void> {
    if (intent.status !== 'succeeded' || !intent.paymentMethodId) return;
    const userId = intent.metadata.userId;
    if (!userId) return;
    const method = await call(provider.retrievePaymentMethod(intent.paymentMethodId));
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
        isDefault: !existing.some((m) => m.isDefault),
        createdAt: clock.now(),
      });
    });
  }

  /**
   * The one handler of provider events: Stripe webhooks and the local provider's events. Each
   * event id is processed once (recorded after its effect; the effect itself is idempotent too).
   */
  async function handleEvent(event: ProviderEvent): Promise<{ duplicate: boolean }> {
    if (await providerEventSeen(db, event.id)) return { duplicate: true };
    if ('paymentIntent' in event) await applyIntentAndRelease(event.paymentIntent);
    else if ('setupIntent' in event) await applySetupIntent(event.setupIntent);
    await recordProviderEvent(db, {
      id: event.id,
      provider: provider.name,
      type: event.type === 'ignored' ? event.originalType : event.type,
    });
    return { duplicate: false };
  }

  if (provider instanceof LocalPaymentProvider) {
    provider.onEvent(async (event) => {
      await handleEvent(event);
    });
  }

  // ---------------------------------------------------------------- customers and cards

  async function ensureCustomer(userId: string): Promise<string> {
    const account = await selectPayer(db, userId);
    if (!account) throw new NotFoundError();
    const current = account.stripeCustomerId;
    const usable = current && (provider.name === 'local') === current.startsWith('cus_local_');
    if (usable) return current;
    const customer = await call(
      provider.createCustomer({ email: account.email, name: account.name, accountId: account.id }),
    );
    return saveCustomerId(db, userId, current, customer.id);
  }

  async function userPaymentMethod(userId: string, paymentMethodId: string) {
    const method = await selectUserPaymentMethod(db, userId, paymentMethodId);
    if (!method) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    return method;
  }

  async function listPaymentMethods(userId: string) {
    return selectPaymentMethods(db, userId);
  }

  /** Makes one of the user's cards the default (and the card of their live subscription). */
  async function setDefaultPaymentMethod(userId: string, paymentMethodId: string): Promise<void> {
    await userPaymentMethod(userId, paymentMethodId);
    await db.transaction((tx) => setDefaultCard(tx, userId, paymentMethodId, clock.now()));
  }

  async function removePaymentMethod(userId: string, paymentMethodId: string): Promise<void> {
    const method = await userPaymentMethod(userId, paymentMethodId);
    await call(provider.detachPaymentMethod(method.providerId));
    await db.transaction((tx) => deletePaymentMethod(tx, method));
  }

  /** A SetupIntent to save a card (the card modal confirms it). */
  async function createSetupIntent(userId: string, idempotencyKey: string) {
    const customerId = await ensureCustomer(userId);
    const intent = await call(
      provider.createSetupIntent({
        customerId,
        metadata: { userId },
        idempotencyKey: `setup-${userId}-${idempotencyKey}`,
      }),
    );
    return {
      setupIntentId: intent.id,
      clientSecret: intent.clientSecret,
      provider: provider.name,
      publishableKey: provider.publishableKey,
    };
  }

  /** After the card modal saved a card: asks the provider about the user's SetupIntent and applies it. */
  async function syncSetupIntent(userId: string, setupIntentId: string): Promise<void> {
    const account = await selectPayer(db, userId);
    const intent = await call(provider.retrieveSetupIntent(setupIntentId)).catch(() => null);
    if (!intent || !account?.stripeCustomerId || intent.customerId !== account.stripeCustomerId) {
      throw new AppError('SETUP_INTENT_NOT_FOUND');
    }
    await applySetupIntent(intent);
  }

  // ---------------------------------------------------------------- purchases

  async function answer(paymentId: string, clientSecret: string | null): Promise<PurchaseResponse> {
    const p = (await selectPayment(db, paymentId))!;
    const credits = await selectCreditBalance(db, p.userId);
    const open = !isFinal(p.status);
    return {
      paymentId: p.id,
      status: p.status as PurchaseResponse['status'],
      clientSecret: open ? clientSecret : null,
      paymentIntentId: p.providerIntentId,
      amount:
        p.mode === 'authorize'
          ? creditBreakdown({ totalAmount: p.totalAmount, currentCredits: p.totalAmount }).authorizationAmount
          : p.amount,
      currency: p.currency,
      totalAmount: p.totalAmount,
      creditsUsed: p.creditsUsed,
      creditsBack: p.creditsBack,
      authorizationOnly: p.mode === 'authorize',
      credits,
      lastError: p.lastError,
      provider: provider.name,
      publishableKey: provider.publishableKey,
    };
  }

  /** Finds the payment of (user, key), or creates it with its credits taken, in one transaction. */
  async function findOrCreatePayment(input: PurchaseInput): Promise<Payment> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const account = await lockPayer(tx, input.userId);
          if (!account) throw new NotFoundError();
          const existing = await selectPaymentByKey(tx, input.userId, input.idempotencyKey);
          if (existing) return existing;
          const breakdown = creditBreakdown({ totalAmount: input.amount, currentCredits: account.credits });
          const now = clock.now();
          const payment = await insertPayment(tx, {
            userId: input.userId,
            kind: input.purpose.kind as PaymentKind,
            reference: input.purpose.reference,
            description: input.purpose.description,
            amount: breakdown.stripeCharge,
            totalAmount: breakdown.totalAmount,
            creditsUsed: breakdown.creditsToUse,
            creditsBack: breakdown.creditsBack,
            mode: breakdown.paymentMode,
            currency: 'czk',
            status: 'requires_payment_method',
            provider: provider.name,
            idempotencyKey: input.idempotencyKey,
            createdAt: now,
            updatedAt: now,
          });
          if (breakdown.creditsToUse > 0) {
            await appendCredit(tx, {
              userId: input.userId,
              amount: -breakdown.creditsToUse,
              reason: 'purchase',
              reference: payment.id,
            });
          }
          if (breakdown.paymentMode === 'none') await complete(tx, payment);
          return payment;
        });
      } catch (error) {
        // two first requests with one key raced on the unique (user, key): read the winner's row
        const existing = await selectPaymentByKey(db, input.userId, input.idempotencyKey);
        if (existing) return existing;
        if (attempt === 2 || !isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('unreachable');
  }

  /**
   * Starts (or resumes, for the same user and idempotency key) a purchase: credits first, then the
   * card (domain creditBreakdown). Completes at once when nothing is due on the card (free, or a
   * saved card that needs no extra step); otherwise answers a client secret for the card modal.
   * A card refused at once answers 402 with the provider's message (credits given back).
   */
  async function startPurchase(input: PurchaseInput): Promise<PurchaseResponse> {
    if (!Number.isSafeInteger(input.amount) || input.amount < 0) throw new AppError('PAYMENT_AMOUNT_INVALID');
    const savedCard = input.paymentMethodId
      ? await userPaymentMethod(input.userId, input.paymentMethodId)
      : null;
    const payment = await findOrCreatePayment(input);
    if (isFinal(payment.status)) return answer(payment.id, null);

    let intent: ProviderPaymentIntent;
    if (payment.providerIntentId) {
      intent = await call(provider.retrievePaymentIntent(payment.providerIntentId));
    } else {
      const customerId = await ensureCustomer(input.userId);
      const authorize = payment.mode === 'authorize';
      intent = await call(
        provider.createPaymentIntent({
          amount: authorize
            ? creditBreakdown({ totalAmount: payment.totalAmount, currentCredits: payment.totalAmount })
                .authorizationAmount
            : payment.amount,
          currency: payment.currency,
          customerId,
          captureMethod: authorize ? 'manual' : 'automatic',
          description: payment.description,
          metadata: { paymentId: payment.id, userId: payment.userId, kind: payment.kind },
          idempotencyKey: `payment-${payment.id}`,
          saveForOffSession: input.saveCardForRenewals === true,
        }),
      );
      await setProviderIntentOnce(db, payment.id, intent.id, clock.now());
    }
    if (savedCard && intent.status === 'requires_payment_method' && !intent.lastError) {
      try {
        intent = await call(provider.confirmWithSavedCard(intent.id, savedCard.providerId));
      } catch (error) {
        if (!(error instanceof ProviderCardError)) throw error;
        await applyIntentAndRelease(await call(provider.retrievePaymentIntent(intent.id)));
        await cancelPayment(input.userId, payment.id);
        throw new PaymentFailedError(error.message, {
          code: error.providerError.code,
          paymentId: payment.id,
        });
      }
    }
    await applyIntentAndRelease(intent);
    return answer(payment.id, intent.clientSecret);
  }

  /** The user's payment, or 404 (another user's id is 404 too). */
  async function userPayment(userId: string, paymentId: string): Promise<Payment> {
    const payment = await selectUserPayment(db, userId, paymentId);
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    return payment;
  }

  /** Asks the provider for the payment's intent and applies it (after the card modal, or to reconcile). */
  async function syncPayment(userId: string, paymentId: string): Promise<Payment> {
    const payment = await userPayment(userId, paymentId);
    if (payment.providerIntentId && !isFinal(payment.status)) {
      await applyIntentAndRelease(await call(provider.retrievePaymentIntent(payment.providerIntentId)));
    }
    return userPayment(userId, paymentId);
  }

  /** Abandons a payment that has not succeeded: the intent is canceled and the credits come back. */
  async function cancelPayment(userId: string, paymentId: string): Promise<Payment> {
    const payment = await userPayment(userId, paymentId);
    if (isFinal(payment.status)) return payment;
    if (payment.providerIntentId) {
      const intent = await call(provider.cancelPaymentIntent(payment.providerIntentId));
      if (intent.status !== 'canceled') {
        await applyIntentAndRelease(intent);
        return userPayment(userId, paymentId);
      }
    }
    await db.transaction(async (tx) => {
      const locked = await lockPaymentById(tx, paymentId);
      if (locked && !isFinal(locked.status)) await cancelInTx(tx, locked);
    });
    return userPayment(userId, paymentId);
  }

  /**
   * Refunds part or all of a succeeded payment: as credit (the ledger) or to the card (the
   * provider, then the row). Each refund has its own key, so a retry refunds once.
   */
  async function refundPayment(input: {
    paymentId: string;
    amount: number;
    to: 'credits' | 'card';
    refundKey: string;
  }): Promise<Payment> {
    const payment = await selectPayment(db, input.paymentId);
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    if (payment.status !== 'succeeded' && payment.status !== 'partially_refunded') {
      throw new AppError('REFUND_NOT_PAID');
    }
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > payment.totalAmount) {
      throw new AppError('REFUND_AMOUNT_INVALID');
    }
    if (input.to === 'card') {
      if (!payment.providerIntentId || input.amount > payment.amount) {
        throw new AppError('REFUND_OVER_CARD');
      }
      await call(
        provider.createRefund({
          paymentIntentId: payment.providerIntentId,
          amount: input.amount,
          idempotencyKey: `refund-${payment.id}-${input.refundKey}`,
        }),
      );
    }
    await db.transaction(async (tx) => {
      const locked = await lockPaymentById(tx, payment.id);
      if (input.to === 'credits') {
        await appendCredit(tx, {
          userId: payment.userId,
          amount: input.amount,
          reason: 'refund',
          reference: `${payment.id}:${input.refundKey}`,
        });
      }
      await setPaymentStatus(tx, payment.id, {
        status: input.amount >= locked!.totalAmount ? 'refunded' : 'partially_refunded',
        updatedAt: clock.now(),
      });
    });
    return (await selectPayment(db, payment.id))!;
  }

  /**
   * The retry path of a webhook: undelivered local events are delivered again, every open
   * payment older than a minute is checked with the provider (e.g. after a timeout or a crash
   * between the provider's success and ours), and payments abandoned for a day are given up.
   */
  async function reconcile(olderThanMs = 60_000): Promise<number> {
    if (provider instanceof LocalPaymentProvider) await provider.redeliverPendingEvents();
    const cutoff = new Date(clock.now().getTime() - olderThanMs);
    const open = await selectPaymentsToReconcile(db, cutoff, 100);
    let fixed = 0;
    // payments nobody finished in a day: the intent is canceled and the credits come back
    const abandoned = await selectAbandonedPayments(
      db,
      new Date(clock.now().getTime() - ABANDONED_PAYMENT_MS),
      100,
    );
    for (const payment of abandoned) {
      try {
        await cancelPayment(payment.userId, payment.id);
        fixed++;
      } catch (error) {
        log.error({ err: error, paymentId: payment.id }, 'could not give up an abandoned payment');
      }
    }
    for (const payment of open) {
      try {
        await applyIntentAndRelease(await call(provider.retrievePaymentIntent(payment.providerIntentId!)));
        fixed++;
      } catch (error) {
        log.error({ err: error, paymentId: payment.id }, 'payment reconciliation failed');
      }
    }
    return fixed;
  }

  return {
    provider,
    registerFulfilment,
    startPurchase,
    syncPayment,
    cancelPayment,
    refundPayment,
    userPayment,
    handleEvent,
    applyPaymentIntent: applyIntentAndRelease,
    applySetupIntent,
    reconcile,
    ensureCustomer,
    createSetupIntent,
    syncSetupIntent,
    listPaymentMethods,
    setDefaultPaymentMethod,
    removePaymentMethod,
  };
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 4 && current; i++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** cards, purchases, credits and receipts (modules/payments), made once per app in app.ts */
    payments: PaymentsService;
  }
}
