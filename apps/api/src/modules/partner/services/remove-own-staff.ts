import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { removeStaff } from './remove-staff.ts';

/**
 * DELETE /api/admin/staff/{staffId}: removes the partner's receptionist; the audit names the partner, or
 * the superadmin acting as them (`impersonatedBy`, from the call's token).
 */
export async function removeOwnStaff(
  { db, now, payments, catalogueChanged, language }: UseCaseContext,
  admin: Account,
  { staffId, impersonatedBy }: { staffId: string; impersonatedBy: string | null },
) {
  return removeStaff(
    { db, customers: payments.provider, changed: catalogueChanged },
    { adminId: admin.id, actorId: impersonatedBy ?? admin.id, staffId, now },
    language,
  );
}
