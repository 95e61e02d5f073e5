import type { AccountRole } from '@champions/contract';
import { messagesIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { accountMail } from '../account-mail.ts';
import { findAccountByEmail } from '../repository.ts';

/** A new verification link for an account not yet verified; nothing happens otherwise (same answer). */
export async function resendVerification(
  ctx: UseCaseContext,
  _actor: null,
  { role, email }: { role: AccountRole; email: string },
): Promise<{ message: string }> {
  const account = await findAccountByEmail(ctx.db, role, email);
  if (account && !account.emailVerifiedAt) await accountMail(ctx, role).verification(account);
  return { message: messagesIn(ctx.language).CHECK_EMAIL };
}
