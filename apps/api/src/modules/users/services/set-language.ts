import type { LanguageRequest } from '@champions/contract';
import type { Language } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { updateAccountLanguage } from '../repository.ts';

/** PUT /api/user/language: the account's language, kept for its e-mails and documents. */
export async function setLanguage(
  { db }: UseCaseContext,
  account: Account,
  input: LanguageRequest,
): Promise<{ language: Language }> {
  return { language: await updateAccountLanguage(db, account.id, input.language) };
}
