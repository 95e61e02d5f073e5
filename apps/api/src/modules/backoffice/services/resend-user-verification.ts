import { backofficeTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, accountMail } from '../../auth/index.ts';
import { recordAudit } from '../repository.ts';
import { findUser } from '../users-repository.ts';

/** POST /api/superadmin/users/:id/resend-verification: a new verification link for an unverified customer. */
export async function resendUserVerification(
  ctx: UseCaseContext,
  superadmin: Account,
  { userId }: { userId: string },
): Promise<{ message: string }> {
  const { db, language } = ctx;
  const user = await findUser(db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
  await recordAudit(db, {
    actorId: superadmin.id,
    action: 'backoffice.user.resend_verification',
    targetId: userId,
    data: { before: { emailVerified: false }, after: { emailVerified: false }, email: user.email },
  });
  await accountMail(ctx, 'user').verification(user);
  return { message: backofficeTextsIn(language).verificationSent };
}
