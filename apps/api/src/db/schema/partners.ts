import type { PayoutFrequency, PayoutState } from '@champions/domain';
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
import { venues } from './catalogue.ts';
import { createdAt, id, tstz } from './columns.ts';
import { entries } from './entries.ts';

// Referrals, requests, partner settings, staff and payouts.

export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => accounts.id),
    code: text('code').notNull().unique(),
    referredId: uuid('referred_id').references(() => accounts.id),
    reward: integer('reward').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);

/**
 * The one decision on a referee's first paid purchase (domain REFERRAL_REWARD): granted (each side
 * got its credit through the ledger), refused (the same person on both sides: nothing was given),
 * reversed (the purchase was refunded) or revoked (the back office found it fraudulent). One row per
 * referee (unique), so a referee rewards once whatever happens later.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: id(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => accounts.id),
    refereeId: uuid('referee_id')
      .notNull()
      .unique()
      .references(() => accounts.id),
    /** the referee's first paid purchase (payments.id); null when the back office revoked before any */
    paymentId: uuid('payment_id'),
    state: text('state').$type<'granted' | 'refused' | 'reversed' | 'revoked'>().notNull(),
    /** why it was refused: domain SelfReferralReason */
    refusedReason: text('refused_reason'),
    /** haléře granted to each side (0 when refused) */
    referrerAmount: integer('referrer_amount').notNull().default(0),
    refereeAmount: integer('referee_amount').notNull().default(0),
    /** haléře a reversal could not take back because the balance had been spent (domain referralClawback) */
    referrerUnrecovered: integer('referrer_unrecovered').notNull().default(0),
    refereeUnrecovered: integer('referee_unrecovered').notNull().default(0),
    /** the back office's reason for a revoke */
    revokeReason: text('revoke_reason'),
    reversedAt: tstz('reversed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_rewards_referrer_idx').on(t.referrerId),
    index('referral_rewards_payment_idx').on(t.paymentId),
    check('referral_rewards_state', sql`${t.state} in ('granted', 'refused', 'reversed', 'revoked')`),
  ],
);

/** Contact, partner, business and crowdfunding forms land here for the back office. */
export const requests = pgTable(
  'requests',
  {
    id: id(),
    kind: text('kind')
      .$type<'contact' | 'partner' | 'business' | 'crowdfunding' | 'activity' | 'support'>()
      .notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    message: text('message').notNull().default(''),
    status: text('status').$type<'new' | 'in_progress' | 'done'>().notNull().default('new'),
    createdAt: createdAt(),
    /** the superadmin who handles the request (back office inbox) */
    assigneeId: uuid('assignee_id').references(() => accounts.id),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    /** the partner account the back office created when it approved this (partner) request */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('requests_account_uq').on(t.accountId),
  ],
);

/**
 * The back office's internal notes and e-mail replies on a request, oldest first. A reply's `key`
 * (the form's idempotency key) is unique per request, so a double submit stores and mails it once.
 */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'note' | 'reply'>().notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => accounts.id),
    subject: text('subject'),
    body: text('body').notNull(),
    key: text('key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_messages_request_idx').on(t.requestId, t.createdAt),
    uniqueIndex('request_messages_key_uq').on(t.requestId, t.key),
  ],
);

/** A partner's company details for invoices and payouts (IČO and account checked in domain). */
export const partnerSettings = pgTable(
  'partner_settings',
  {
    adminId: uuid('admin_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull().default(''),
    ico: text('ico').notNull().default(''),
    dic: text('dic'),
    address: text('address').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    payoutFrequency: text('payout_frequency').$type<'monthly' | 'weekly'>().notNull().default('monthly'),
    /** the platform's commission on the partner's earnings, basis points (1 % = 100); set by the back office */
    commissionBps: integer('commission_bps').notNull().default(0),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // the back office's search box: a partner by company name or IČO, diacritics-insensitive
    index('partner_settings_search_trgm_idx').using(
      'gin',
      sql`lower(f_unaccent(${t.companyName} || ' ' || ${t.ico})) gin_trgm_ops`,
    ),
  ],
);

/** Venues a receptionist works at; none means every venue of their partner. */
export const staffVenues = pgTable(
  'staff_venues',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.venueId] }), index('staff_venues_venue_idx').on(t.venueId)],
);

/**
 * One payout of a partner for one month or ISO week: draft (computed, under review) →
 * approved → exported (in a bank file) → paid. Amount is the net paid (gross − commission).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => accounts.id),
    periodStart: tstz('period_start').notNull(),
    periodEnd: tstz('period_end').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<PayoutState>().notNull().default('draft'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    frequency: text('frequency').$type<PayoutFrequency>().notNull().default('monthly'),
    periodKey: text('period_key').notNull().default(''),
    gross: integer('gross').notNull().default(0),
    commissionBps: integer('commission_bps').notNull().default(0),
    commission: integer('commission').notNull().default(0),
    entryCount: integer('entry_count').notNull().default(0),
    voidedCount: integer('voided_count').notNull().default(0),
    voidedAmount: integer('voided_amount').notNull().default(0),
    /** the partner's account and company name when computed (a later settings change does not move money) */
    bankAccount: text('bank_account').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    variableSymbol: text('variable_symbol').notNull().default(''),
    computedAt: tstz('computed_at'),
    approvedAt: tstz('approved_at'),
    approvedById: uuid('approved_by_id').references(() => accounts.id),
    exportId: uuid('export_id').references(() => payoutExports.id),
    exportedAt: tstz('exported_at'),
    paidById: uuid('paid_by_id').references(() => accounts.id),
  },
  (t) => [
    uniqueIndex('payouts_admin_period_unique').on(t.adminId, t.periodStart),
    index('payouts_status_idx').on(t.status, t.periodStart),
    check('payouts_status_known', sql`${t.status} in ('draft', 'approved', 'exported', 'paid')`),
    check('payouts_paid_once', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check('payouts_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

/** The entries a payout pays: an entry is in one payout at most (unique entry_id), so it is never paid twice. */
export const payoutEntries = pgTable(
  'payout_entries',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id),
    earning: integer('earning').notNull(),
    voidedAt: tstz('voided_at'),
    voidReason: text('void_reason'),
    voidedById: uuid('voided_by_id').references(() => accounts.id),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.entryId] }),
    uniqueIndex('payout_entries_entry_unique').on(t.entryId),
  ],
);

/** A bank file: the approved payouts it moved to 'exported' (payouts.export_id). */
export const payoutExports = pgTable('payout_exports', {
  id: id(),
  createdById: uuid('created_by_id').references(() => accounts.id),
  payoutCount: integer('payout_count').notNull(),
  total: integer('total').notNull(),
  /** due date of the payments, Prague 'YYYY-MM-DD' */
  dueDate: text('due_date').notNull(),
  createdAt: createdAt(),
});

/**
 * A partner's API keys (`Authorization: Bearer ck_live_…`) for their own systems: only the SHA-256 of the
 * key is kept (the key is shown once, when made); `prefix` is its start, to tell keys apart in the list.
 * `scope` read or write; `venue_id` limits it to one of the partner's venues (null: every venue).
 * A revoked key stays listed and never works again.
 */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull().unique(),
    scope: text('scope').$type<'read' | 'write'>().notNull(),
    venueId: uuid('venue_id').references(() => venues.id),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    index('partner_api_keys_admin_idx').on(t.adminId),
    check('partner_api_keys_scope', sql`${t.scope} in ('read', 'write')`),
  ],
);

/**
 * A partner's webhook endpoints (docs/webhooks.md): the HTTPS address the events of `types` are POSTed
 * to, signed with `secret` (`whsec_…`, shown once when made). The secret is kept as it is (not hashed):
 * every delivery is signed with it, so it must be readable; it is worth what an API key is, and rotating
 * it replaces it at once. `disabled_reason` says why an endpoint stopped (the partner, or 3 days of
 * failures).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => accounts.id),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    types: jsonb('types').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: tstz('disabled_at'),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_admin_idx').on(t.adminId)],
);

/**
 * One event for one endpoint and its attempts: pending until a 2xx (`delivered`) or the last attempt
 * (`failed`); the last answer's status and first kilobyte of its body, or the error, for the partner.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    lastStatusCode: integer('last_status_code'),
    lastResponseBody: text('last_response_body'),
    lastError: text('last_error'),
    nextAttemptAt: tstz('next_attempt_at'),
    deliveredAt: tstz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
