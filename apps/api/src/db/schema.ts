import type {
  AccountRole,
  Haler,
  SubscriptionState,
  SubscriptionType,
  TicketSource,
  WaitlistState,
} from '@champions/domain';
import { ACCOUNT_ROLES } from '@champions/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The data model of the whole product. Money columns are integers in minor units (haléře);
 * times are timestamptz. Rules about these values live in packages/domain.
 */

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

// ---------------------------------------------------------------- reference data

export const areas = pgTable('areas', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** haléře per 28-day period (whole crowns; answered in Kč at the contract edge, SPEC 9) */
  price: integer('price').$type<Haler>().notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** One row (`key = 'default'`): the prices SPEC calls config. */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  allLocationsPrice: integer('all_locations_price').$type<Haler>().notNull(),
  flexiblePrice: integer('flexible_price').$type<Haler>().notNull(),
  paygPlusPrice: integer('payg_plus_price').$type<Haler>().notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Secrets generated once and kept in the database (e.g. the JWT key when JWT_SECRET is not set). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Seeds applied to this database, each once: the demo data never comes back after an erasure. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: tstz('applied_at').notNull().defaultNow(),
});

const category = (name: string) =>
  pgTable(name, {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
  });

export const venueCategories = category('venue_categories');
export const activityCategories = category('activity_categories');
export const equipmentCategories = category('equipment_categories');

// ---------------------------------------------------------------- accounts

/** The roles come from the domain (one list for the contract, the database and both apps). */
export const ROLES = ACCOUNT_ROLES;
export type Role = AccountRole;

/** Every role's account; an e-mail is unique within a role. Credits are the cached ledger balance. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    role: text('role').$type<Role>().notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    phone: text('phone'),
    companyName: text('company_name'),
    companyId: text('company_id'),
    emailVerifiedAt: tstz('email_verified_at'),
    /** staff and trainers belong to the admin (partner) who invited them */
    adminId: uuid('admin_id'),
    /** who referred this account: it registered through their referral link (`?ref=<code>`) */
    referredById: uuid('referred_by_id').references((): AnyPgColumn => accounts.id),
    credits: integer('credits').notNull().default(0),
    stripeCustomerId: text('stripe_customer_id'),
    tokenVersion: integer('token_version').notNull().default(0),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_role_email_unique').on(t.role, sql`lower(${t.email})`),
    index('accounts_admin_idx').on(t.adminId),
    index('accounts_referred_by_idx').on(t.referredById),
    check('accounts_credits_non_negative', sql`${t.credits} >= 0`),
  ],
);

/** Single-use links: e-mail verification, password reset, staff invitation. Only a hash is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose')
      .$type<'verify_email' | 'reset_password' | 'staff_invite' | 'change_email' | 'restore_email'>()
      .notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email'),
    data: jsonb('data'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_account_idx').on(t.accountId)],
);

/** Tokens signed out before their expiry (logout, end of an impersonation); kept until they expire. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    accountId: uuid('account_id'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetId: uuid('target_id'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_actor_idx').on(t.actorId, t.createdAt)],
);

// ---------------------------------------------------------------- venues and activities

export type OpeningHours = { day: number; opens: string; closes: string }[];

/** earthdistance's point on the earth (a cube); only SQL reads it (nearby search), never the app. */
const earth = customType<{ data: string }>({ dataType: () => 'earth' });

export const venues = pgTable(
  'venues',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => accounts.id),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
    venueCategoryId: uuid('venue_category_id').references(() => venueCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phone: text('phone'),
    website: text('website'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    /** ll_to_earth(lat, lng), stored so the distance of a nearby search is not recomputed per row */
    earthPoint: earth('earth_point').notNull().generatedAlwaysAs(sql`ll_to_earth(lat, lng)`),
  },
  (t) => [
    index('venues_area_idx').on(t.areaId),
    index('venues_admin_idx').on(t.adminId),
    index('venues_earth_idx').using('gist', t.earthPoint),
  ],
);

export const venueEquipment = pgTable(
  'venue_equipment',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    equipmentCategoryId: uuid('equipment_category_id')
      .notNull()
      .references(() => equipmentCategories.id),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.equipmentCategoryId] })],
);

export const activities = pgTable(
  'activities',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    activityCategoryId: uuid('activity_category_id').references(() => activityCategories.id),
    trainerId: uuid('trainer_id').references(() => accounts.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    /** the usual length of one session and places in it; new time slots start from these */
    durationMinutes: integer('duration_minutes').notNull().default(60),
    capacity: integer('capacity').notNull().default(20),
    /** places of each slot Champions may sell (capacity share); null = all (domain `sellablePlaces`) */
    championsPlaces: integer('champions_places'),
    createdAt: createdAt(),
    /**
     * What a text search matches, lower case and unaccented: the activity's name, its category, the
     * venue's name, and the venue's city with its area, separated by chr(31) so ranking can tell the
     * fields apart (split_part). Kept by database triggers (migration 0011), never written by the app.
     */
    searchText: text('search_text').notNull().default(''),
    /** the description, lower case and unaccented, for the same search; kept by the same trigger */
    searchDescription: text('search_description').notNull().default(''),
  },
  (t) => [
    index('activities_venue_idx').on(t.venueId),
    index('activities_category_idx').on(t.activityCategoryId),
    index('activities_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('activities_description_trgm_idx').using('gin', sql`${t.searchDescription} gin_trgm_ops`),
    check('activities_champions_places', sql`${t.championsPlaces} >= 0`),
  ],
);

/** What can be bought for an activity (single entry, with a trainer, ...) and its PAYG price. */
export const activityOptions = pgTable(
  'activity_options',
  {
    id: id(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    sortOrder: integer('sort_order').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    index('activity_options_activity_idx').on(t.activityId),
    check('activity_options_price', sql`${t.price} >= 0`),
  ],
);

export const timeSlots = pgTable(
  'time_slots',
  {
    id: id(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    reserved: integer('reserved').notNull().default(0),
    /** this slot's own capacity share, overriding the activity's; null = follow the activity */
    championsPlaces: integer('champions_places'),
    cancelled: boolean('cancelled').notNull().default(false),
    /** slots created together by a weekly rule share this id */
    seriesId: uuid('series_id'),
  },
  (t) => [
    uniqueIndex('time_slots_activity_start_unique').on(t.activityId, t.startsAt),
    index('time_slots_start_idx').on(t.startsAt),
    check('time_slots_capacity', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.capacity}`),
    check('time_slots_champions_places', sql`${t.championsPlaces} >= 0`),
  ],
);

export const savedActivities = pgTable(
  'saved_activities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityId] })],
);

// ---------------------------------------------------------------- entries

export type { TicketSource };

/** A right to one entry; used when scanned at the venue. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    optionId: uuid('option_id').references(() => activityOptions.id),
    timeSlotId: uuid('time_slot_id').references(() => timeSlots.id),
    source: text('source').$type<TicketSource>().notNull(),
    price: integer('price').notNull(),
    paymentId: uuid('payment_id'),
    isUsed: boolean('is_used').notNull().default(false),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
    /** set by the expiry job once an unused PAYG/PAYG+ ticket passes expiresAt */
    expiredAt: tstz('expired_at'),
    cancelledAt: tstz('cancelled_at'),
    /**
     * a late cancellation ("burza"): 'offered' while the place waits for someone else (no refund yet),
     * 'resold' once it was taken and the price returned as credits; null for other tickets
     */
    lateCancel: text('late_cancel').$type<'offered' | 'resold'>(),
  },
  (t) => [index('tickets_user_idx').on(t.userId, t.createdAt), index('tickets_slot_idx').on(t.timeSlotId)],
);

/**
 * The waitlist ("náhradníci") of a full time slot: the first 'waiting' row (by created_at) gets the next
 * freed place. 'charging' holds a place while a saved card is charged. One live row per user and slot.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    timeSlotId: uuid('time_slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => activityOptions.id),
    state: text('state').$type<WaitlistState>().notNull().default('waiting'),
    ticketId: uuid('ticket_id').references(() => tickets.id),
    /** the order of joining (first in line = lowest); created_at may tie */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** why a promotion failed (shown in the history), e.g. not enough credits and no card */
    failReason: text('fail_reason'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_live_unique')
      .on(t.userId, t.timeSlotId)
      .where(sql`${t.state} in ('waiting', 'charging')`),
    index('waitlist_slot_idx').on(t.timeSlotId, t.state, t.seq),
    index('waitlist_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A verified review: one per scanned ticket, with the partner's one reply. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .unique()
      .references(() => tickets.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_activity_idx').on(t.activityId, t.createdAt),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/** A scan at the door. One ticket admits once (unique ticket_id). */
export const entries = pgTable(
  'entries',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .unique()
      .references(() => tickets.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    scannedById: uuid('scanned_by_id').references(() => accounts.id),
    partnerEarning: integer('partner_earning').notNull().default(0),
    scannedAt: tstz('scanned_at').notNull().defaultNow(),
  },
  (t) => [index('entries_venue_idx').on(t.venueId, t.scannedAt), index('entries_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------- subscriptions and money

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    type: text('type').$type<SubscriptionType>().notNull(),
    currentState: text('current_state').$type<SubscriptionState>().notNull(),
    /** null = all locations */
    areaId: uuid('area_id').references(() => areas.id),
    startDate: tstz('start_date').notNull(),
    currentPeriod: integer('current_period').notNull().default(0),
    numOfPeriods: integer('num_of_periods').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelAtWholeEnd: boolean('cancel_at_whole_end').notNull().default(false),
    switchTo: text('switch_to').$type<SubscriptionType>(),
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
    kind: text('kind').$type<'entry' | 'subscription' | 'switch' | 'catch_up_fee' | 'refund'>().notNull(),
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
    /** 'charge' | 'authorize' | 'none' (domain CardPaymentMode) */
    mode: text('mode').notNull().default('charge'),
    lastError: text('last_error'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_idempotency_unique').on(t.userId, t.idempotencyKey),
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
export const receipts = pgTable('receipts', {
  number: text('number').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id),
  issuedAt: tstz('issued_at').notNull(),
  /** everything printed on the document: seller, items, VAT breakdown, totals */
  document: jsonb('document').notNull(),
});

// ---------------------------------------------------------------- partners and back office

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
  },
  (t) => [index('requests_status_idx').on(t.status, t.createdAt)],
);

/** A partner's company details for invoices and payouts (IČO and account checked in domain). */
export const partnerSettings = pgTable('partner_settings', {
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
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

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
    status: text('status').$type<'pending' | 'paid'>().notNull().default('pending'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payouts_admin_period_unique').on(t.adminId, t.periodStart)],
);

// ---------------------------------------------------------------- e-mail and jobs

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'logged'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

/** Background work, claimed with FOR UPDATE SKIP LOCKED so several instances never run a job twice. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    dedupeKey: text('dedupe_key').unique(),
    runAt: tstz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedAt: tstz('locked_at'),
    doneAt: tstz('done_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);
