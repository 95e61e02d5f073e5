import type { AccountRole } from '@champions/contract';
import { messagesIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { accountMail } from '../account-mail.ts';
import { consumeOneTimeToken, revokeOpenLinks } from '../one-time-tokens.ts';
import { findAccountByEmail, findLiveAccount, setVerifiedEmail } from '../repository.ts';

/**
 * Undoes an e-mail change with the link sent to the old address: the old address comes back, every
 * device is signed out, open links end and a password reset link is e-mailed.
 */
export async function restoreEmail(
  ctx: UseCaseContext,
  _actor: null,
  { role, token }: { role: AccountRole; token: string },
): Promise<{ message: string }> {
  const { db, now } = ctx;
  const used = await consumeOneTimeToken(db, token, 'restore_email', now);
  const account = used?.accountId ? await findLiveAccount(db, role, used.accountId) : null;
  if (!used?.email || !account) throw new AppError('INVALID_LINK');
  const holder = await findAccountByEmail(db, role, used.email);
  if (holder && holder.id !== account.id) throw new AppError('INVALID_LINK');
  const restored = await setVerifiedEmail(db, account.id, used.email, now);
  await revokeOpenLinks(db, account.id, ['change_email', 'verify_email', 'reset_password'], now);
  await accountMail(ctx, role).passwordReset(restored);
  return { message: messagesIn(ctx.language).EMAIL_RESTORED };
}
