import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, savedActivities } from '../../db/schema.ts';

/**
 * Erases an account's personal data and revokes its tokens (GDPR). The row stays, anonymised, because
 * payments, entries and invoices point at it and the law requires keeping them. The e-mail is freed,
 * so the person can register or be invited again.
 */
export async function eraseAccount(db: Database, accountId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(savedActivities).where(eq(savedActivities.userId, accountId));
    await tx
      .update(accounts)
      .set({
        email: `smazany-${accountId}@champions.invalid`,
        name: 'Smazaný účet',
        phone: null,
        passwordHash: null,
        companyName: null,
        companyId: null,
        deletedAt: now,
        tokenVersion: sql`${accounts.tokenVersion} + 1`,
      })
      .where(eq(accounts.id, accountId));
  });
}
