import type { ChangePasswordRequest, LoginResponse } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { accountMail } from '../account-mail.ts';
import { revokeOpenLinks } from '../one-time-tokens.ts';
import { hashPassword } from '../password.ts';
import { assertPasswordAllowed } from '../password-policy.ts';
import { type Account, setPassword } from '../repository.ts';
import { assertCurrentPassword } from './current-password.ts';
import { signedIn } from './signed-in.ts';

/** Changes the signed-in account's password: other sessions and open reset links end; a new token. */
export async function changePassword(
  ctx: UseCaseContext,
  account: Account,
  input: ChangePasswordRequest,
): Promise<LoginResponse> {
  const { db, now } = ctx;
  await assertCurrentPassword(account, input.currentPassword, 'body.currentPassword');
  assertPasswordAllowed(input.newPassword, account, 'body.newPassword');
  const updated = await setPassword(db, account.role, account.id, await hashPassword(input.newPassword));
  if (!updated) throw new AppError('SESSION_EXPIRED');
  await revokeOpenLinks(db, account.id, ['reset_password'], now);
  await accountMail(ctx, account.role).passwordChanged(updated);
  return signedIn(ctx, updated);
}
