import type { AccountRole } from '@champions/contract';
import { messagesIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { accountMail } from '../account-mail.ts';
import { findAccountByEmail } from '../repository.ts';

/**
 * E-mails a password reset link when the account exists. The answer is the same either way, and so
 * is the work behind it: an unknown address goes through the same steps as a decoy (passwordReset).
 */
export async function forgotPassword(
  ctx: UseCaseContext,
  _actor: null,
  { role, email }: { role: AccountRole; email: string },
): Promise<{ message: string }> {
  await accountMail(ctx, role).passwordReset(await findAccountByEmail(ctx.db, role, email));
  return { message: messagesIn(ctx.language).CHECK_EMAIL };
}
