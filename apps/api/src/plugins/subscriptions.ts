import fp from 'fastify-plugin';
import { registerSubscriptionFulfilments } from '../modules/subscriptions/index.ts';

/**
 * Championship and PAYG+ plans (modules/subscriptions): what a paid period, a catch-up fee or a switch's
 * charge grants is registered with the payments once per app (services/fulfilments.ts).
 */
export const subscriptionsPlugin = fp(
  async (app) => {
    registerSubscriptionFulfilments(app.payments, app.ctx.clock);
  },
  { name: 'subscriptions', dependencies: ['context', 'payments'] },
);
