import type { AccountProfile, UpdateProfileRequest } from '@champions/contract';
import { toProfile } from '../profile.ts';
import { type Account, findAccountByEmail, updateNameAndPhone } from '../repository.ts';
import type { AccountFlow } from './account-flow.ts';
import { assertCurrentPassword } from './current-password.ts';

/**
 * Changes the signed-in account's name and phone. A new e-mail needs the current password and is
 * changed only once confirmed from a link sent to it; a taken address gets a notice instead (same answer).
 */
export async function updateProfile(
  flow: AccountFlow,
  account: Account,
  input: UpdateProfileRequest,
): Promise<AccountProfile> {
  const { name, phone, email, currentPassword } = input;
  const emailChanged = email !== undefined && email !== account.email.toLowerCase();
  if (emailChanged) await assertCurrentPassword(account, currentPassword, 'body.currentPassword');
  const updated = await updateNameAndPhone(flow.db, account.id, { name, phone });
  if (emailChanged) {
    if (await findAccountByEmail(flow.db, flow.role, email)) await flow.mail.emailChangeToTakenAddress(email);
    else await flow.mail.confirmEmailChange(updated, email);
  }
  return toProfile(updated);
}
