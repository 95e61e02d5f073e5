import type { CreateRequestBody } from '@champions/contract';
import { messagesIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { insertRequest } from '../repository.ts';

/**
 * A visitor's contact, partner, business or crowdfunding request (already parsed by the contract):
 * stored for the back office. Empty optional fields are kept as "not given". The answer thanks the
 * visitor in their language.
 */
export async function submitRequest(
  { db, language }: UseCaseContext,
  _actor: null,
  input: CreateRequestBody,
): Promise<{ message: string }> {
  await insertRequest(db, {
    kind: input.kind,
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    company: input.company || null,
    message: input.message,
  });
  return { message: messagesIn(language).REQUEST_RECEIVED };
}
