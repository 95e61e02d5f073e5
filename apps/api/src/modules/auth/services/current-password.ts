import { fieldError } from '../../../shared/errors.ts';
import { verifyPassword } from '../password.ts';
import type { Account } from '../repository.ts';

/** Throws a 400 naming the field unless `password` is the account's current password. */
export async function assertCurrentPassword(
  account: Account,
  password: string | undefined,
  field: string,
  code: 'CURRENT_PASSWORD_WRONG' | 'PASSWORD_WRONG' = 'CURRENT_PASSWORD_WRONG',
): Promise<void> {
  if (!password) throw fieldError('CURRENT_PASSWORD_REQUIRED', field);
  if (!account.passwordHash || !(await verifyPassword(password, account.passwordHash))) {
    throw fieldError(code, field);
  }
}
