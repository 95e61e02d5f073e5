import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id } from './columns.ts';

// Calendar feeds and the partner's schedule widget (docs/business-rules.md, "Calendar feeds").

/**
 * A secret calendar feed address: a customer's entries (`entries`) or a partner's schedule (`schedule`).
 * Only the secret's SHA-256 is stored, so a leaked table reveals no address; a new secret replaces the
 * row (the old address answers 404 at once). One feed per account and kind.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'entries' | 'schedule'>().notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_account_kind_unique').on(t.accountId, t.kind),
    uniqueIndex('calendar_feeds_secret_unique').on(t.secretHash),
    check('calendar_feeds_kind', sql`${t.kind} in ('entries', 'schedule')`),
  ],
);

/** The public id of a partner's embeddable schedule (`/embed/schedule/<publicId>`), made on first use. */
export const scheduleWidgets = pgTable(
  'schedule_widgets',
  {
    adminId: uuid('admin_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    publicId: text('public_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('schedule_widgets_public_unique').on(t.publicId)],
);
