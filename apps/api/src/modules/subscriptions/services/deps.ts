import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import type { PaymentsService } from '../../payments/index.ts';

/** What every subscription service works with; the routes build one per app, a test may pass its own. */
export interface SubscriptionsDeps {
  db: Database;
  clock: Clock;
  payments: PaymentsService;
  mailer?: Mailer | undefined;
  /** says what happened (an order, credit returned); its reactions follow (shared/app-events.ts) */
  events?: AppEvents | undefined;
  publicUrl?: string | undefined;
}
