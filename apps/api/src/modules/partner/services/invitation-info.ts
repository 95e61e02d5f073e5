import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { peekOneTimeToken } from '../../auth/index.ts';
import { findAccount } from '../staff-repository.ts';
import type { InvitationData } from './staff-helpers.ts';

/** Who invites the receptionist behind this link (the sign-up page shows it). */
export async function invitationInfo(db: Executor, token: string, now: Date) {
  const invitation = await peekOneTimeToken(db, token, 'staff_invite', now);
  const data = invitation?.data as InvitationData;
  if (!invitation?.email || !data?.adminId) throw new AppError('INVALID_INVITATION');
  const admin = await findAccount(db, data.adminId);
  return {
    email: invitation.email,
    partnerName: admin?.name || admin?.email || '',
    name: data.name ?? null,
  };
}
