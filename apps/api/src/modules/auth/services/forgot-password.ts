import { findAccountByEmail } from '../repository.ts';
import type { AccountFlow } from './account-flow.ts';

/**
 * E-mails a password reset link when the account exists. The answer is the same either way, and so
 * is the work behind it: an unknown address goes through the same steps as a decoy (passwordReset).
 */
export async function forgotPassword(flow: AccountFlow, email: string): Promise<void> {
  await flow.mail.passwordReset(await findAccountByEmail(flow.db, flow.role, email));
}
