import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { PARTNER_TEXTS } from '../../../shared/messages.ts';
import { recordAudit } from '../staff-repository.ts';

/** Records the end of a superadmin's impersonation; the caller revokes the impersonation token. */
export async function endImpersonation(
  db: Executor,
  superadminId: string | null | undefined,
  adminId: string,
) {
  if (!superadminId) throw new AppError('NOT_IMPERSONATING');
  await recordAudit(db, { actorId: superadminId, action: 'impersonation.end', targetId: adminId });
  return { message: PARTNER_TEXTS.impersonationEnded };
}
