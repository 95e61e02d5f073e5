import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { partnerDisplayName } from '../invitation-repository.ts';
import { peekOneTimeToken } from '../one-time-tokens.ts';
import type { InvitationData, TeamInvitation } from './team-invitation.ts';

/** Who invites whom behind this link (the sign-up page shows it); the link stays usable. */
export async function readTeamInvitation(
  { db, now }: UseCaseContext,
  _actor: null,
  { kind, token }: { kind: TeamInvitation; token: string },
) {
  const invitation = await peekOneTimeToken(db, token, kind.purpose, now);
  const data = invitation?.data as InvitationData;
  if (!invitation?.email || !data?.adminId) throw new AppError('INVALID_INVITATION');
  return {
    email: invitation.email,
    partnerName: await partnerDisplayName(db, data.adminId),
    name: data.name ?? null,
  };
}
