import { ACCOUNT_ROLES, type Language } from '@champions/domain';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { accounts, emailOutbox } from '../db/schema.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Queues one message; with a dedupe key, a second message of the same event is not queued (the unique
 * key; null answered). A concurrent transaction holding the same key waits for it and then queues nothing.
 */
export async function insertOutboxMessage(
  db: Executor,
  row: Pick<OutboxRow, 'to' | 'template' | 'subject' | 'text' | 'html'> &
    Partial<Pick<OutboxRow, 'dedupeKey' | 'attachments'>> & {
      status?: 'pending' | 'decoy';
    },
): Promise<string | null> {
  const [queued] = await db
    .insert(emailOutbox)
    .values(row)
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return queued?.id ?? null;
}

/**
 * Claims due messages atomically (FOR UPDATE SKIP LOCKED), so two instances never send one twice: pending
 * ones, and those claimed longer than `staleClaim` ago by an instance that died.
 */
export async function claimOutboxMessages(
  db: Executor,
  options: { onlyId?: string | undefined; maxAttempts: number; staleClaim: string },
): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    update email_outbox set status = 'sending', attempts = attempts + 1, sent_at = now()
    where id in (
      select id from email_outbox
      where (status = 'pending' or (status = 'sending' and sent_at < now() - interval '${sql.raw(options.staleClaim)}'))
        and attempts < ${options.maxAttempts}
        ${options.onlyId ? sql`and id = ${options.onlyId}` : sql``}
      order by created_at
      limit 50
      for update skip locked)
    returning id, "to", subject, text, html, template, attempts, attachments`);
  return result.rows as OutboxRow[];
}

/** Development without SMTP: the message stays readable in the outbox. */
export async function markOutboxLogged(db: Executor, id: string): Promise<void> {
  await db.execute(sql`update email_outbox set status = 'logged', sent_at = now() where id = ${id}`);
}

/** Sent: the body (with its live link) is dropped; the row stays as a record of what was sent when. */
export async function markOutboxSent(db: Executor, id: string): Promise<void> {
  await db.execute(
    sql`update email_outbox set status = 'sent', sent_at = now(), text = '', html = null, last_error = null
        where id = ${id}`,
  );
}

/** A failed delivery goes back to pending, or to failed after its last attempt. */
export async function markOutboxFailed(
  db: Executor,
  id: string,
  failure: { error: string; maxAttempts: number },
): Promise<void> {
  await db.execute(sql`update email_outbox set last_error = ${failure.error},
    status = case when attempts >= ${failure.maxAttempts} then 'failed' else 'pending' end
    where id = ${id}`);
}

export async function deleteDecoy(db: Executor, id: string): Promise<void> {
  await db.execute(sql`delete from email_outbox where id = ${id} and status = 'decoy'`);
}

/**
 * The language of the account an address belongs to: a customer's account first when the
 * address has accounts of several roles; null for an address without an account.
 */
export async function selectRecipientLanguage(db: Executor, email: string): Promise<Language | null> {
  const rows = await db
    .select({ language: accounts.language, role: accounts.role })
    .from(accounts)
    .where(
      and(
        inArray(accounts.role, [...ACCOUNT_ROLES]),
        sql`lower(${accounts.email}) = lower(${email})`,
        isNull(accounts.deletedAt),
      ),
    );
  return (rows.find((row) => row.role === 'user') ?? rows[0])?.language ?? null;
}
