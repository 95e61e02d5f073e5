import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { PaymentProvider } from '../provider.ts';
import type { Fulfilments } from './fulfilments.ts';

export interface PaymentsServiceOptions {
  db: Database;
  config: AppConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  provider: PaymentProvider;
  /** queues the e-mail of each succeeded payment and refund in its transaction (mail/payment-mails.ts) */
  mailer?: Mailer | undefined;
}

/** What every payments service works with: the app's options and its registered fulfilments. */
export interface PaymentsDeps extends PaymentsServiceOptions {
  fulfilments: Fulfilments;
}
