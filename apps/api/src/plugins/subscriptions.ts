import fp from 'fastify-plugin';
import { createSubscriptionsService } from '../modules/subscriptions/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Championship and PAYG+ plans (modules/subscriptions); made once, with their fulfilments */
    subscriptions: { service: ReturnType<typeof createSubscriptionsService> };
  }
}

/** The subscription services; making them registers their fulfilments with the payments. */
export const subscriptionsPlugin = fp(
  async (app) => {
    const { db, clock, mailer, config, events } = app.ctx;
    app.decorate('subscriptions', {
      service: createSubscriptionsService({
        db,
        clock,
        payments: app.payments,
        mailer,
        events,
        publicUrl: config.PUBLIC_URL,
      }),
    });
  },
  { name: 'subscriptions', dependencies: ['context', 'payments'] },
);
