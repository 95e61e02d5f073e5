import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';

/** All queries of the local mailbox live here. */

const shown = ne(emailOutbox.status, 'decoy');

export type MailboxRow = Pick<
  typeof emailOutbox.$inferSelect,
  'id' | 'to' | 'subject' | 'text' | 'html' | 'template' | 'status' | 'createdAt' | 'attachments'
>;

const columns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  text: emailOutbox.text,
  html: emailOutbox.html,
  template: emailOutbox.template,
  status: emailOutbox.status,
  createdAt: emailOutbox.createdAt,
  attachments: emailOutbox.attachments,
};

/** A page of the outbox, newest first; decoys (written only to take time) are not mail. */
export async function listMailbox(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<{ rows: MailboxRow[]; total: number }> {
  const rows = await db
    .select(columns)
    .from(emailOutbox)
    .where(shown)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(emailOutbox).where(shown);
  return { rows, total: total?.n ?? 0 };
}

export async function findMailboxMessage(db: Executor, id: string): Promise<MailboxRow | null> {
  const [row] = await db
    .select(columns)
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), shown));
  return row ?? null;
}
