import type { CreateRequestBody } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { insertRequest } from '../repository.ts';

/**
 * A visitor's contact, partner, business or crowdfunding request (already parsed by the contract):
 * stored for the back office. Empty optional fields are kept as "not given".
 */
export async function submitRequest(db: Executor, input: CreateRequestBody): Promise<{ id: string }> {
  return insertRequest(db, {
    kind: input.kind,
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    company: input.company || null,
    message: input.message,
  });
}
