import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { PARTNER_TEXTS } from '../../../shared/messages.ts';
import { closeInvitation } from '../staff-repository.ts';

export async function withdrawInvitation(db: Executor, adminId: string, invitationId: string, now: Date) {
  const withdrawn = await closeInvitation(db, adminId, invitationId, now);
  if (!withdrawn) throw new AppError('INVITATION_NOT_FOUND');
  return { message: PARTNER_TEXTS.invitationWithdrawn(withdrawn.email) };
}
