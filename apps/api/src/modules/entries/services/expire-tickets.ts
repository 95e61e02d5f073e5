import type { Database } from '../../../db/client.ts';
import { postTicketProvided } from '../../books/index.ts';
import { expireTickets } from '../repository.ts';

/**
 * Job 'tickets.expire': marks unused entries past their 30 days (SPEC 9) as expired. The place was held for
 * them, so what their payments prepaid is provided (the books' `provided:ticket:<ticket>`), in the same
 * transaction.
 */
export function ticketExpiryJob(db: Database, now: () => Date) {
  return async () => {
    await db.transaction(async (tx) => {
      for (const ticket of await expireTickets(tx, now())) await postTicketProvided(tx, ticket);
    });
  };
}
