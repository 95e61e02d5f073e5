import type { StaffListResponse } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { listOpenInvitations } from '../../auth/index.ts';
import { listReceptionists, venueAssignments } from '../staff-repository.ts';
import type { InvitationData } from './staff-helpers.ts';

/** The partner's receptionists (with their venues) and open invitations. */
export async function listStaff(db: Executor, adminId: string, now: Date): Promise<StaffListResponse> {
  const [staff, invitations] = await Promise.all([
    listReceptionists(db, adminId),
    listOpenInvitations(db, 'staff_invite', adminId, now),
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
