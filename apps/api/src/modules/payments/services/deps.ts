import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import type { PaymentProvider } from '../provider.ts';
import type { Fulfilments } from './fulfilments.ts';

export interface PaymentsServiceOptions {
  db: Database;
  config: AppConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  provider: PaymentProvider;
  mailer?: Mailer | undefined;
  /** says what happened to money (a payment succeeded, a refund); its reactions follow (shared/app-events.ts) */
  events?: AppEvents | undefined;
}

/** What every payments service works with: the app's options and its registered fulfilments. */
export interface PaymentsDeps extends PaymentsServiceOptions {
  fulfilments: Fulfilments;
}

/**
 * The payments' transaction in which a fulfilment runs: the events' (shared/event-bus.ts), so that what
 * it says (an entry booked) has its after-commit reactions; a plain one where no events were given.
 */
export function inEventsTransaction<T>(
  deps: Pick<PaymentsServiceOptions, 'db' | 'events'>,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return deps.events ? deps.events.transaction(deps.db, work) : deps.db.transaction(work);
}
