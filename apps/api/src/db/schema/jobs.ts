import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';

// The e-mail outbox and background jobs.

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    /** files sent with the message (base64), e.g. a payout statement PDF; dropped once sent */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; base64: string }[]>(),
    // 'decoy': written only to take as long as a real message (Mailer.sendNowhere), never delivered
    status: text('status')
      .$type<'pending' | 'sent' | 'failed' | 'logged' | 'decoy'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

/**
 * Background work, claimed with FOR UPDATE SKIP LOCKED so several instances never run a job twice.
 * A job is due while neither `done_at` nor `dead_at` is set; `dead_at` (with `last_error`) marks a job
 * whose last attempt failed, kept for the operator (`npm run jobs:dead`).
 */
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
    deadAt: tstz('dead_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    // the claim walks each kind's due jobs in run_at order (fair claiming, per-kind limits)
    index('jobs_due_idx').on(t.kind, t.runAt).where(sql`${t.doneAt} is null and ${t.deadAt} is null`),
    // pruning of finished rows
    index('jobs_done_idx').on(t.doneAt).where(sql`${t.doneAt} is not null`),
    index('jobs_dead_idx').on(t.deadAt).where(sql`${t.deadAt} is not null`),
  ],
);
