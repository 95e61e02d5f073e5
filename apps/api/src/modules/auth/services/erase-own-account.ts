import { messagesIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { eraseAccount } from '../erase-account.ts';
import type { Account } from '../repository.ts';
import { assertCurrentPassword } from './current-password.ts';

/** The signed-in account erases itself (GDPR) after confirming its password. */
export async function eraseOwnAccount(
  { db, payments, catalogueChanged, now, language }: UseCaseContext,
  account: Account,
  { password }: { password: string },
): Promise<{ message: string }> {
  await assertCurrentPassword(account, password, 'body.password', 'PASSWORD_WRONG');
  // the card provider's customer goes too (its e-mail and name are personal data)
  await eraseAccount({ db, customers: payments.provider, changed: catalogueChanged }, account.id, now);
  return { message: messagesIn(language).ACCOUNT_ERASED };
}
