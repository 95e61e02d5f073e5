import type { LoginResponse } from '@champions/contract';
import type { AppContext } from '../../../shared/context.ts';
import { toProfile } from '../profile.ts';
import type { Account } from '../repository.ts';

/** The answer of a sign-in: a fresh token of the account's role and its profile. */
export async function signedIn(
  { tokens }: Pick<AppContext, 'tokens'>,
  account: Account,
): Promise<LoginResponse> {
  const token = await tokens.sign({
    id: account.id,
    email: account.email,
    role: account.role,
    tv: account.tokenVersion,
  });
  return { token, account: toProfile(account) };
}
