import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { closeInvitations } from '../invitation-repository.ts';
import type { Account } from '../repository.ts';
import type { TeamInvitation } from './team-invitation.ts';

/** Withdraws the partner's open invitation: its link stops working. */
export async function withdrawTeamInvitation(
  { db, now, language }: UseCaseContext,
  admin: Account,
  { kind, invitationId }: { kind: TeamInvitation; invitationId: string },
) {
  const [withdrawn] = await closeInvitations(db, kind.purpose, admin.id, now, { id: invitationId });
  // another partner's invitation looks the same as an unknown one
  if (!withdrawn) throw new AppError('INVITATION_NOT_FOUND');
  return { message: partnerTextsIn(language).invitationWithdrawn(withdrawn.email ?? '') };
}
