import type { UseCaseContext } from '../../../shared/use-case.ts';
import { postTicketProvided } from '../../books/index.ts';
import { expireTickets } from '../repository.ts';

/**
 * Job 'tickets.expire': marks unused entries past their 30 days (SPEC 9) as expired. The place was held for
 * them, so what their payments prepaid is provided (the books' `provided:ticket:<ticket>`), in the same
 * transaction.
 */
export async function expireUnusedTickets({ db, now }: UseCaseContext, _actor: null): Promise<void> {
  await db.transaction(async (tx) => {
    for (const ticket of await expireTickets(tx, now)) await postTicketProvided(tx, ticket);
  });
}
