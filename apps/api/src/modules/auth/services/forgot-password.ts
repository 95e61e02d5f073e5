import { findAccountByEmail } from '../repository.ts';
import type { AccountFlow } from './account-flow.ts';

/** E-mails a password reset link when the account exists (the answer is the same either way). */
export async function forgotPassword(flow: AccountFlow, email: string): Promise<void> {
  const account = await findAccountByEmail(flow.db, flow.role, email);
  if (account) await flow.mail.passwordReset(account);
}
