import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { venues } from './catalogue.ts';
import { createdAt, id, tstz } from './columns.ts';

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
