import type { AccountRole, LoginResponse } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { accountMail } from '../account-mail.ts';
import { consumeOneTimeToken, revokeOpenLinks } from '../one-time-tokens.ts';
import { findAccountByEmail, findLiveAccount, markEmailVerified, setVerifiedEmail } from '../repository.ts';
import { signedIn } from './signed-in.ts';

/**
 * Confirms an e-mail with a single-use link: after registration (verify_email) or an e-mail change
 * (change_email). Signs the account in.
 */
export async function verifyEmail(
  ctx: UseCaseContext,
  _actor: null,
  { role, token }: { role: AccountRole; token: string },
): Promise<LoginResponse> {
  const { db, now } = ctx;
  const used = await consumeOneTimeToken(db, token, ['verify_email', 'change_email'], now);
  const account = used?.accountId ? await findLiveAccount(db, role, used.accountId) : null;
  if (!used || !account) throw new AppError('INVALID_LINK');
  if (used.purpose === 'verify_email') {
    // bound to the address it was sent to: after an e-mail change the old link proves nothing
    if (used.email !== account.email.toLowerCase()) throw new AppError('INVALID_LINK');
    const verified = await markEmailVerified(db, account.id, now);
    return signedIn(ctx, verified);
  }
  // change_email: valid only while the account still has the address the change started from
  const from = (used.data as { from?: string } | null)?.from;
  if (!used.email || from !== account.email.toLowerCase()) throw new AppError('INVALID_LINK');
  if (await findAccountByEmail(db, role, used.email)) throw new AppError('EMAIL_UNAVAILABLE');
  const changed = await setVerifiedEmail(db, account.id, used.email, now);
  await revokeOpenLinks(db, account.id, ['verify_email', 'reset_password'], now);
  await accountMail(ctx, role).emailChanged(changed, from);
  return signedIn(ctx, changed);
}
