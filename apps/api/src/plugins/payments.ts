import fp from 'fastify-plugin';
import { createPaymentProvider, createPaymentsService } from '../modules/payments/index.ts';

/** `app.payments`: cards, purchases, credits and receipts, with the provider the configuration names. */
export const paymentsPlugin = fp(
  async (app) => {
    const { config, db, clock, mailer, events } = app.ctx;
    const payments = createPaymentsService({
      db,
      config,
      clock,
      mailer,
      events,
      log: app.log,
      provider: createPaymentProvider(config, db, clock),
    });
    app.decorate('payments', payments);
    if (config.NODE_ENV === 'production' && payments.provider.name === 'local') {
      app.log.warn(
        'UNSAFE_LOCAL_TEST_PAYMENTS: payments use the built-in local test card provider and take no money; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments',
      );
    }
  },
  { name: 'payments', dependencies: ['context'] },
);
