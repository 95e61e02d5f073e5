import type { Database } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { eraseAccount, type ProviderCustomers } from '../erase-account.ts';
import type { Account } from '../repository.ts';
import { assertCurrentPassword } from './current-password.ts';

/** The signed-in account erases itself (GDPR) after confirming its password. */
export async function eraseOwnAccount(
  deps: { db: Database; customers: ProviderCustomers; changed: CatalogueChanged; now: Date },
  account: Account,
  password: string,
): Promise<void> {
  await assertCurrentPassword(account, password, 'body.password', 'PASSWORD_WRONG');
  await eraseAccount(deps, account.id, deps.now);
}
