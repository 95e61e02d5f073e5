import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, tstz } from './columns.ts';
import { areas } from './reference.ts';

// The corporate plan: a company's employee seats and its monthly invoices.

/**
 * One employee seat of a company: invited by e-mail, taken when the employee accepts the link (the
 * seat then holds the company-paid Championship). A removed seat keeps its paid period.
 */
export const companySeats = pgTable(
  'company_seats',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => accounts.id),
    email: text('email').notNull(),
    /** the employee's user account, once they accepted */
    userId: uuid('user_id').references(() => accounts.id),
    /** the Championship area; null = all locations */
    areaId: uuid('area_id').references(() => areas.id),
    /** the company's monthly contribution in haléře; null = the whole price */
    contribution: integer('contribution'),
    /** sha256 of the invitation link's token */
    inviteTokenHash: text('invite_token_hash').notNull().unique(),
    subscriptionId: uuid('subscription_id'),
    invitedAt: tstz('invited_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    removedAt: tstz('removed_at'),
    /** the company's invoice is unpaid after its due date: the seat admits no entry until it is paid */
    suspendedAt: tstz('suspended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_seats_company_idx').on(t.companyId),
    index('company_seats_user_idx').on(t.userId),
    // one live seat per e-mail in a company
    uniqueIndex('company_seats_live_email')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.removedAt} is null`),
    check(
      'company_seats_contribution_non_negative',
      sql`${t.contribution} is null or ${t.contribution} >= 0`,
    ),
  ],
);

/** A company's monthly invoice (faktura – daňový doklad), numbered in its own gap-free series. */
export const companyInvoices = pgTable(
  'company_invoices',
  {
    number: text('number').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => accounts.id),
    /** the invoiced month, YYYY-MM (Europe/Prague) */
    month: text('month').notNull(),
    /** total including VAT, haléře */
    total: integer('total').notNull(),
    variableSymbol: text('variable_symbol').notNull(),
    issuedAt: tstz('issued_at').notNull(),
    dueAt: tstz('due_at').notNull(),
    paidAt: tstz('paid_at'),
    /** everything printed on the document: seller, buyer, items, VAT breakdown */
    document: jsonb('document').notNull(),
  },
  (t) => [uniqueIndex('company_invoices_company_month').on(t.companyId, t.month)],
);
