import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, tstz } from './columns.ts';
import { areas } from './reference.ts';
import { paymentReturnReasonEnum, subscriptionStateEnum, subscriptionTypeEnum } from './vocabulary.ts';

// Subscriptions, payments, credits, receipts and the payment provider.

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    type: subscriptionTypeEnum('type').notNull(),
    currentState: subscriptionStateEnum('current_state').notNull(),
    /** null = all locations */
    areaId: uuid('area_id').references(() => areas.id),
    startDate: tstz('start_date').notNull(),
    currentPeriod: integer('current_period').notNull().default(0),
    numOfPeriods: integer('num_of_periods').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelAtWholeEnd: boolean('cancel_at_whole_end').notNull().default(false),
    switchTo: subscriptionTypeEnum('switch_to'),
    switchToAreaId: uuid('switch_to_area_id').references(() => areas.id),
    nextBillingDate: tstz('next_billing_date'),
    subscribedPrice: integer('subscribed_price').notNull(),
    monthlyPrice: integer('monthly_price').notNull(),
    promoApplied: boolean('promo_applied').notNull().default(false),
    paymentMethodId: uuid('payment_method_id'),
    cancelledAt: tstz('cancelled_at'),
    catchUpFee: integer('catch_up_fee').notNull().default(0),
    /** failed charges of the period now due (subscriptions module, renewal retries) */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** when a failed renewal is tried again (WAITING_FOR_PAYMENT) */
    retryAt: tstz('retry_at'),
    /** the express request to start at once (Civil Code §1823) given at checkout */
    startedAtOnceConsent: boolean('started_at_once_consent').notNull().default(false),
    /** the planned or running pause (subscription_pauses holds every pause); cleared when it resumes */
    pauseStartsAt: tstz('pause_starts_at'),
    pauseResumesAt: tstz('pause_resumes_at'),
    /** a company's seat pays it (corporate plan): no card renewal, it ends with the seat's paid period */
    companySeatId: uuid('company_seat_id'),
    /** the first periods a plan voucher paid (vouchers.subscription_id): not charged (docs/business-rules.md) */
    voucherPeriods: integer('voucher_periods').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    // at most one live subscription per user
    uniqueIndex('subscriptions_one_live_per_user')
      .on(t.userId)
      .where(sql`${t.currentState} in ('ACTIVE', 'WAITING_FOR_PAYMENT', 'NOT_STARTED')`),
  ],
);

/** Every pause of a flexible Championship, for the limit of two per 52 weeks (domain `pauseRefusal`). */
export const subscriptionPauses = pgTable(
  'subscription_pauses',
  {
    id: id(),
    /** the user is the subscription's: a pause holds no personal data of its own */
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    startsAt: tstz('starts_at').notNull(),
    resumesAt: tstz('resumes_at').notNull(),
    /** a planned pause cancelled before it started; it does not count against the limit */
    cancelledAt: tstz('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_pauses_subscription_idx').on(t.subscriptionId, t.startsAt)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    providerId: text('provider_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** the provider's card fingerprint (the same card number on any account gives the same one) */
    fingerprint: text('fingerprint'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    kind: text('kind')
      .$type<'entry' | 'subscription' | 'switch' | 'catch_up_fee' | 'refund' | 'voucher' | 'plan_voucher'>()
      .notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    creditsUsed: integer('credits_used').notNull().default(0),
    currency: text('currency').notNull().default('czk'),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerIntentId: text('provider_intent_id').unique(),
    idempotencyKey: text('idempotency_key'),
    receiptNumber: text('receipt_number').unique(),
    /** what the payment pays for, e.g. the ticket id of an entry (payments module, fulfilment) */
    reference: text('reference'),
    /** the price before credits; amount is what the card is charged (domain creditBreakdown) */
    totalAmount: integer('total_amount').notNull().default(0),
    creditsBack: integer('credits_back').notNull().default(0),
    /** what back-office refunds gave back to the card so far (payment_refunds); never above `amount` */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** 'charge' | 'authorize' | 'none' (domain CardPaymentMode) */
    mode: text('mode').notNull().default('charge'),
    /**
     * the provider's fingerprint of the card that paid (saved or not): the same card number on any
     * account gives the same one (the referral self-referral check compares them)
     */
    cardFingerprint: text('card_fingerprint'),
    lastError: text('last_error'),
    /** why a paid payment that bought nothing went back (set with the return it queued; null otherwise) */
    returnReason: paymentReturnReasonEnum('return_reason'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_idempotency_unique').on(t.userId, t.idempotencyKey),
    check(
      'payments_refunded_within_amount',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
  ],
);

/** Append-only; accounts.credits is its running sum and the database keeps both >= 0. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('credit_ledger_reason_reference_unique').on(t.userId, t.reason, t.reference),
    check('credit_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** The first answer to a request with an Idempotency-Key, replayed on repeats. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id').notNull(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    /** hash of the request body; the same key with another body is refused (422) */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.scope, t.key] })],
);

/**
 * A promo code a customer has used: once per customer, whatever became of the plan it was used on
 * (withdrawn, ended). Written when the plan it discounts starts; an abandoned checkout uses nothing.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    code: text('code').notNull(),
    subscriptionId: uuid('subscription_id').notNull(),
    redeemedAt: tstz('redeemed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * One account's money calls run one at a time, on every instance: a call holds its account's row here
 * (a lease: a crashed instance's row expires) from its first check to its last write, so a second call
 * sees the state the first one left and cannot charge for the same change again.
 */
export const accountLocks = pgTable('account_locks', {
  accountId: uuid('account_id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: tstz('expires_at').notNull(),
});

/**
 * The built-in `local` card provider's own objects (customers, payment methods, payment and setup
 * intents, refunds, events), kept like a payment provider would keep them. Never holds a card number.
 */
export const localProviderObjects = pgTable(
  'local_provider_objects',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('local_provider_objects_type_idx').on(t.type, t.createdAt)],
);

/** Provider webhook events already processed (idempotency by event id). */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  processedAt: tstz('processed_at').notNull().defaultNow(),
});

/** One gap-free receipt number series per year; the counter moves in the payment's transaction. */
export const receiptSeries = pgTable('receipt_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Tax documents (zjednodušený daňový doklad) of successful payments; immutable once issued. */
export const receipts = pgTable(
  'receipts',
  {
    number: text('number').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    issuedAt: tstz('issued_at').notNull(),
    /** everything printed on the document: seller, items, VAT breakdown, totals */
    document: jsonb('document').notNull(),
  },
  (t) => [
    // the back office's search box: a receipt by (part of) its number
    index('receipts_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
  ],
);

/**
 * Back-office refunds of a payment's card part (a superadmin, through the provider), in full or in
 * part. Each has its credit note (opravný daňový doklad) in the receipts' gap-free number series.
 * `payments.refunded_amount` is their sum, kept at most the card amount by a database check.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    /** haléře given back to the card (positive) */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** the superadmin who refunded */
    actorId: uuid('actor_id')
      .notNull()
      .references(() => accounts.id),
    /** the request's Idempotency-Key: a repeat refunds nothing more */
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    /** the entry's ticket a full refund cancelled (null: none, or it was used) */
    cancelledTicketId: uuid('cancelled_ticket_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId, t.createdAt),
    index('payment_refunds_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_refunds_key_unique').on(t.paymentId, t.idempotencyKey),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Credit notes (opravný daňový doklad): numbered in the receipts' series; immutable. Each corrects its
 * payment's receipt for one return of its money: a refund to the card (`refund_id`) or a return as
 * credit (`credit_movement_id`, the credit ledger's row).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    number: text('number').primaryKey(),
    refundId: uuid('refund_id')
      .unique()
      .references(() => paymentRefunds.id),
    creditMovementId: uuid('credit_movement_id')
      .unique()
      .references(() => creditLedger.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** the receipt it corrects */
    receiptNumber: text('receipt_number').notNull(),
    issuedAt: tstz('issued_at').notNull(),
    /** everything printed on the document (CreditNoteDto) */
    document: jsonb('document').notNull(),
  },
  (t) => [check('credit_notes_one_return', sql`(${t.refundId} is null) <> (${t.creditMovementId} is null)`)],
);
