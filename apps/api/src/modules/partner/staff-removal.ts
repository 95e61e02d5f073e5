import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { accounts, auditLog } from '../../db/schema.ts';
import { eraseAccount } from '../auth/index.ts';

/** The partner's live receptionist with this id, or null (another partner's looks the same as none). */
export async function findOwnReceptionist(db: Executor, adminId: string, staffId: string) {
  const [member] = await db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, staffId),
        eq(accounts.role, 'staff'),
        eq(accounts.adminId, adminId),
        isNull(accounts.deletedAt),
      ),
    );
  return member ?? null;
}

/**
 * Removes a receptionist in one transaction: the account is erased (which ends every token it holds)
 * and the removal is written to the audit log. If any step fails, nothing changes.
 */
export async function removeReceptionist(
  db: Database,
  input: { adminId: string; actorId: string; staffId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await eraseAccount(tx, input.staffId, input.now);
    await tx.insert(auditLog).values({
      actorId: input.actorId,
      action: 'staff.remove',
      targetId: input.staffId,
      data: { adminId: input.adminId },
    });
  });
}
