import type { Database } from '../../db/client.ts';
import { eraseAccount } from '../auth/index.ts';
import { recordAudit } from './staff-repository.ts';

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
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'staff.remove',
      targetId: input.staffId,
      data: { adminId: input.adminId },
    });
  });
}
