import type { Executor } from '../../../db/client.ts';
import { type Account, bumpTokenVersion } from '../repository.ts';

/** Every token of the account stops working (for a superadmin, their impersonations too). */
export async function signOutEverywhere(db: Executor, account: Account): Promise<void> {
  await bumpTokenVersion(db, account.id);
}
