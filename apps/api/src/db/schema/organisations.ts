import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';

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
