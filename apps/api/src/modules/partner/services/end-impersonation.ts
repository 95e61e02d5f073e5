import type { Language } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import { recordAudit } from '../staff-repository.ts';

/** Records the end of a superadmin's impersonation; the caller revokes the impersonation token. */
export async function endImpersonation(
  db: Executor,
  superadminId: string | null | undefined,
  adminId: string,
  language: Language = 'cs',
) {
  if (!superadminId) throw new AppError('NOT_IMPERSONATING');
  await recordAudit(db, { actorId: superadminId, action: 'impersonation.end', targetId: adminId });
  return { message: partnerTextsIn(language).impersonationEnded };
}
