import type { AccountProfile, UpdateProfileRequest } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { accountMail } from '../account-mail.ts';
import { toProfile } from '../profile.ts';
import { type Account, findAccountByEmail, updateNameAndPhone } from '../repository.ts';
import { assertCurrentPassword } from './current-password.ts';

/**
 * Changes the signed-in account's name and phone. A new e-mail needs the current password and is
 * changed only once confirmed from a link sent to it; a taken address gets a notice instead (same answer).
 */
export async function updateProfile(
  ctx: UseCaseContext,
  account: Account,
  input: UpdateProfileRequest,
): Promise<AccountProfile> {
  const { db } = ctx;
  const { name, phone, email, currentPassword } = input;
  const emailChanged = email !== undefined && email !== account.email.toLowerCase();
  if (emailChanged) await assertCurrentPassword(account, currentPassword, 'body.currentPassword');
  const updated = await updateNameAndPhone(db, account.id, { name, phone });
  if (emailChanged) {
    const mail = accountMail(ctx, account.role);
    if (await findAccountByEmail(db, account.role, email)) await mail.emailChangeToTakenAddress(email);
    else await mail.confirmEmailChange(updated, email);
  }
  return toProfile(updated);
}
