import type { Database } from '../../../db/client.ts';
import { expireTickets } from '../repository.ts';

/** Job 'tickets.expire': marks unused entries past their 30 days (SPEC 9) as expired. */
export function ticketExpiryJob(db: Database, now: () => Date) {
  return async () => {
    await expireTickets(db, now());
  };
}
