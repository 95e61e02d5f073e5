import type { Database } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { eraseAccount, type ProviderCustomers } from '../../auth/index.ts';
import { recordAudit } from '../staff-repository.ts';

/**
 * Removes a receptionist: the account is erased (which ends every token it holds) and the removal is
 * written to the audit log in one transaction, so that neither happens without the other.
 */
export async function removeReceptionist(
  deps: { db: Database; customers: ProviderCustomers; changed: CatalogueChanged },
  input: { adminId: string; actorId: string; staffId: string; now: Date; auditData?: object },
): Promise<void> {
  await eraseAccount(deps, input.staffId, input.now, (tx) =>
    recordAudit(tx, {
      actorId: input.actorId,
      action: 'staff.remove',
      targetId: input.staffId,
      data: { adminId: input.adminId, ...input.auditData },
    }),
  );
}
