import { messagesIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, bumpTokenVersion } from '../repository.ts';

/** Every token of the account stops working (for a superadmin, their impersonations too). */
export async function signOutEverywhere(
  { db, language }: UseCaseContext,
  account: Account,
): Promise<{ message: string }> {
  await bumpTokenVersion(db, account.id);
  return { message: messagesIn(language).SIGNED_OUT_EVERYWHERE };
}
