import type { StaffListResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, listOpenInvitations } from '../../auth/index.ts';
import { listReceptionists, venueAssignments } from '../staff-repository.ts';
import type { InvitationData } from './staff-helpers.ts';

/** The partner's receptionists (with their venues) and open invitations. */
export async function listStaff({ db, now }: UseCaseContext, admin: Account): Promise<StaffListResponse> {
  const [staff, invitations] = await Promise.all([
    listReceptionists(db, admin.id),
    listOpenInvitations(db, 'staff_invite', admin.id, now),
  ]);
  const assigned = await venueAssignments(
    db,
    staff.map((member) => member.id),
  );
  return {
    staff: staff.map((member) => ({
      ...member,
      createdAt: member.createdAt.toISOString(),
      venueIds: assigned.filter((row) => row.staffId === member.id).map((row) => row.venueId),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email ?? '',
      name: (invitation.data as InvitationData)?.name ?? null,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}
