import { eraseAccount } from '../erase-repository.ts';
import type { Account } from '../repository.ts';
import type { AccountFlow } from './account-flow.ts';
import { assertCurrentPassword } from './current-password.ts';

/** The signed-in account erases itself (GDPR) after confirming its password. */
export async function eraseOwnAccount(flow: AccountFlow, account: Account, password: string): Promise<void> {
  await assertCurrentPassword(account, password, 'body.password', 'PASSWORD_WRONG');
  await eraseAccount(flow.db, account.id, flow.now);
}
