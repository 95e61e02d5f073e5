import { findAccountByEmail } from '../repository.ts';
import type { AccountFlow } from './account-flow.ts';

/** A new verification link for an account not yet verified; nothing happens otherwise (same answer). */
export async function resendVerification(flow: AccountFlow, email: string): Promise<void> {
  const account = await findAccountByEmail(flow.db, flow.role, email);
  if (account && !account.emailVerifiedAt) await flow.mail.verification(account);
}
