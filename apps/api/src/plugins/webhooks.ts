import fp from 'fastify-plugin';
import { enqueueWebhooks } from '../modules/webhooks/index.ts';

/** The partners' webhooks: each event they subscribe to is queued, in its transaction, for every endpoint. */
export const webhooksPlugin = fp(
  async (app) => {
    const { clock, events } = app.ctx;
    events.provide('webhooks.enqueue', (event, tx) => enqueueWebhooks(tx, event, clock.now()));
  },
  { name: 'webhooks', dependencies: ['context'] },
);
