import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { removeStaff } from '../../partner/index.ts';
import { findStaffMember, selectStaffVenues } from '../partner-screens-repository.ts';

/**
 * DELETE /api/superadmin/staff/:id: the partner's own removal of a receptionist, with the partner as
 * scope and the superadmin as actor. The account is erased and the audit row ('staff.remove') keeps who
 * it was and where they worked (before) and that nothing is left (after).
 */
export async function removeBoStaff(
  { db, payments, catalogueChanged, now }: UseCaseContext,
  superadmin: Account,
  { staffId }: { staffId: string },
) {
  const member = await findStaffMember(db, staffId);
  if (!member?.adminId) throw new AppError('BO_STAFF_NOT_FOUND');
  const venues = await selectStaffVenues(db, [member.id]);
  const deps = { db, customers: payments.provider, changed: catalogueChanged };
  return removeStaff(deps, {
    adminId: member.adminId,
    actorId: superadmin.id,
    staffId: member.id,
    now,
    auditData: {
      before: { name: member.name, email: member.email, venueIds: venues.map((venue) => venue.id) },
      after: null,
    },
  });
}
