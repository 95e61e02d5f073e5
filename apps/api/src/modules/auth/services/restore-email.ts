import { AppError } from '../../../shared/errors.ts';
import { consumeOneTimeToken, revokeOpenLinks } from '../one-time-tokens.ts';
import { findAccountByEmail, findLiveAccount, setVerifiedEmail } from '../repository.ts';
import type { AccountFlow } from './account-flow.ts';

/**
 * Undoes an e-mail change with the link sent to the old address: the old address comes back, every
 * device is signed out, open links end and a password reset link is e-mailed.
 */
export async function restoreEmail(flow: AccountFlow, token: string): Promise<void> {
  const { db, role, now } = flow;
  const used = await consumeOneTimeToken(db, token, 'restore_email', now);
  const account = used?.accountId ? await findLiveAccount(db, role, used.accountId) : null;
  if (!used?.email || !account) throw new AppError('INVALID_LINK');
  const holder = await findAccountByEmail(db, role, used.email);
  if (holder && holder.id !== account.id) throw new AppError('INVALID_LINK');
  const restored = await setVerifiedEmail(db, account.id, used.email, now);
  await revokeOpenLinks(db, account.id, ['change_email', 'verify_email', 'reset_password'], now);
  await flow.mail.passwordReset(restored);
}
