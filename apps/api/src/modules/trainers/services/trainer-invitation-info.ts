import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { peekOneTimeToken } from '../../auth/index.ts';
import { findPartnerName } from '../repository.ts';

type InvitationData = { adminId?: string; name?: string | null } | null;

/** Who invites the trainer behind this link (the sign-up page shows it). */
export async function trainerInvitationInfo(db: Executor, token: string, now: Date) {
  const invitation = await peekOneTimeToken(db, token, 'trainer_invite', now);
  const data = invitation?.data as InvitationData;
  if (!invitation?.email || !data?.adminId) throw new AppError('INVALID_INVITATION');
  return {
    email: invitation.email,
    partnerName: await findPartnerName(db, data.adminId),
    name: data.name ?? null,
  };
}
