import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { PARTNER_TEXTS } from '../../../shared/messages.ts';
import { closeTrainerInvitation } from '../repository.ts';

/** Withdraws the partner's open trainer invitation: its link stops working (as a receptionist's). */
export async function withdrawTrainerInvitation(
  db: Executor,
  adminId: string,
  invitationId: string,
  now: Date,
) {
  const withdrawn = await closeTrainerInvitation(db, adminId, invitationId, now);
  // another partner's invitation looks the same as an unknown one
  if (!withdrawn) throw new AppError('INVITATION_NOT_FOUND');
  return { message: PARTNER_TEXTS.invitationWithdrawn(withdrawn.email) };
}
