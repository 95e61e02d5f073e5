import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { recordAudit } from '../staff-repository.ts';

/**
 * Records the end of a superadmin's impersonation (`impersonatedBy`: who acts as the partner, from the
 * call's token); the caller revokes the impersonation token.
 */
export async function endImpersonation(
  { db, language }: UseCaseContext,
  admin: Account,
  { impersonatedBy }: { impersonatedBy: string | null },
) {
  if (!impersonatedBy) throw new AppError('NOT_IMPERSONATING');
  await recordAudit(db, { actorId: impersonatedBy, action: 'impersonation.end', targetId: admin.id });
  return { message: partnerTextsIn(language).impersonationEnded };
}
