import { WEBHOOK_CALLS } from '@champions/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeFromCall } from '../../shared/call-route.ts';
import { receiveStripeEvent } from './services/receive-stripe-event.ts';

/**
 * POST /api/webhooks/stripe: the signature is checked over the raw body (Stripe-Signature,
 * 300 s tolerance); each event id is processed once; a failure answers 500 so Stripe retries.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  // the raw bytes, exactly as signed; only inside this plugin
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  routeFromCall(
    app,
    WEBHOOK_CALLS.stripe,
    { tags: ['webhooks'], config: { rawBody: true } },
    async ({ ctx, actor, request }) =>
      receiveStripeEvent(ctx, actor, {
        body: request.body,
        signature: request.headers['stripe-signature'],
      }),
  );
};
