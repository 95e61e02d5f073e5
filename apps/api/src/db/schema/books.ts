import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

// The books: one append-only double-entry journal that every money event posts to (docs/business-rules.md,
// "The books"). A database trigger (migration 0033) refuses to change or delete a posted row.

/** One business event's posting; its reference names the event, so an event posts once. */
export const journalEntries = pgTable('journal_entries', {
  id: id(),
  /** e.g. `capture:<payment id>`, `credit:<credit_ledger id>` (unique: a repeat posts nothing) */
  reference: text('reference').notNull().unique(),
  /** the kind of event, e.g. 'card_capture', 'credit_refund' (docs/business-rules.md lists them) */
  event: text('event').notNull(),
  createdAt: createdAt(),
});

/** The lines of an entry: a debit (positive) or a credit (negative) of one account; an entry's lines sum to 0. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    /** `<kind>:<owner id>` or a platform account (packages/domain, bookAccount) */
    account: text('account').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('journal_lines_account_idx').on(t.account),
    index('journal_lines_entry_idx').on(t.entryId),
    check('journal_lines_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);
