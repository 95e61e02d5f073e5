import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { timeSlots } from './catalogue.ts';
import { createdAt, tstz } from './columns.ts';
import { payments } from './money.ts';

// Partner organisations: a partner-role account (the operator) owns several admin (venue) accounts.

/** Which admin (venue partner) accounts a partner organisation owns; an admin belongs to one organisation. */
export const partnerOrganisationAdmins = pgTable(
  'partner_organisation_admins',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.adminId] }),
    index('partner_organisation_admins_partner_idx').on(t.partnerId),
  ],
);

/**
 * A desk's walk-in sale: its card payment, the organisation that sold it, and the payment link the
 * customer opens on her own phone (only the link token's hash is kept; the link works until
 * `expires_at`, or until the desk cancels the sale).
 */
export const walkInSales = pgTable(
  'walk_in_sales',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => accounts.id),
    timeSlotId: uuid('time_slot_id')
      .notNull()
      .references(() => timeSlots.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    cancelledAt: tstz('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('walk_in_sales_partner_idx').on(t.partnerId)],
);
