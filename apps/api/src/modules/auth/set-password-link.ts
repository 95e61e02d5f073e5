import type { AccountRole } from '@champions/contract';
import { accountEmailPages, DAY_MS } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';

/** How long the first password link of an account someone else created stays valid. */
export const FIRST_PASSWORD_LINK_LIFETIME_MS = 7 * DAY_MS;

/**
 * The first password link of an account created for somebody (an approved partner, an organisation, a
 * customer of the reception's desk): a single-use reset token bound to the address, valid 7 days, on the
 * role's reset page; and the role's sign-in page to name in the same e-mail.
 */
export async function firstPasswordLinks(
  tx: Executor,
  input: { role: AccountRole; accountId: string; email: string; now: Date; publicUrl: string },
): Promise<{ setPassword: string; signIn: string }> {
  const email = input.email.toLowerCase();
  const token = await issueOneTimeToken(tx, {
    purpose: 'reset_password',
    accountId: input.accountId,
    email,
    now: input.now,
    lifetimeMs: FIRST_PASSWORD_LINK_LIFETIME_MS,
  });
  const pages = accountEmailPages(input.role);
  const base = input.publicUrl.replace(/\/$/, '');
  const reset = `${base}${pages.reset}`;
  return {
    setPassword: `${reset}${reset.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`,
    signIn: `${base}${pages.login}`,
  };
}
