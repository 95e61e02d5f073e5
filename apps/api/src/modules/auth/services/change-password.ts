import type { ChangePasswordRequest, LoginResponse } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import { revokeOpenLinks } from '../one-time-tokens.ts';
import { hashPassword } from '../password.ts';
import { assertPasswordAllowed } from '../password-policy.ts';
import { toProfile } from '../profile.ts';
import { type Account, setPassword } from '../repository.ts';
import type { AccountFlow } from './account-flow.ts';
import { assertCurrentPassword } from './current-password.ts';

/** Changes the signed-in account's password: other sessions and open reset links end; a new token. */
export async function changePassword(
  flow: AccountFlow,
  account: Account,
  input: ChangePasswordRequest,
): Promise<LoginResponse> {
  await assertCurrentPassword(account, input.currentPassword, 'body.currentPassword');
  assertPasswordAllowed(input.newPassword, account, 'body.newPassword');
  const updated = await setPassword(flow.db, flow.role, account.id, await hashPassword(input.newPassword));
  if (!updated) throw new AppError('SESSION_EXPIRED');
  await revokeOpenLinks(flow.db, account.id, ['reset_password'], flow.now);
  await flow.mail.passwordChanged(updated);
  return { token: await flow.sign(updated), account: toProfile(updated) };
}
