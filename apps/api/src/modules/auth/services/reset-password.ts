import type { AccountRole, LoginResponse, ResetPasswordRequest } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { accountMail } from '../account-mail.ts';
import { consumeOneTimeToken, peekOneTimeToken, revokeOpenLinks } from '../one-time-tokens.ts';
import { hashPassword } from '../password.ts';
import { assertPasswordAllowed } from '../password-policy.ts';
import { findLiveAccount, setPassword } from '../repository.ts';
import { throttleKey } from './login.ts';
import { signedIn } from './signed-in.ts';

/**
 * Sets a new password with the reset link: every other session ends, the e-mail counts as verified
 * (the link proves the mailbox), the sign-in throttle forgets this address's failures. Signs in.
 */
export async function resetPassword(
  ctx: UseCaseContext,
  _actor: null,
  input: ResetPasswordRequest & { role: AccountRole; ip: string },
): Promise<LoginResponse> {
  const { db, now, loginThrottle } = ctx;
  const { role } = input;
  const link = await peekOneTimeToken(db, input.token, 'reset_password', now);
  const owner = link?.accountId ? await findLiveAccount(db, role, link.accountId) : null;
  if (!link || !owner || link.email !== owner.email.toLowerCase()) throw new AppError('INVALID_LINK');
  assertPasswordAllowed(input.password, { email: owner.email, name: owner.name });
  const passwordHash = await hashPassword(input.password);
  const used = await consumeOneTimeToken(db, input.token, 'reset_password', now);
  if (!used?.accountId) throw new AppError('INVALID_LINK');
  const account = await setPassword(db, role, used.accountId, passwordHash, { verifyAt: now });
  if (!account) throw new AppError('INVALID_LINK');
  await revokeOpenLinks(db, account.id, ['reset_password'], now);
  await loginThrottle.recordSuccess(throttleKey(role, account.email), input.ip);
  await accountMail(ctx, role).passwordChanged(account);
  return signedIn(ctx, account);
}
