import { WEBHOOK_CALLS } from '@champions/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeFromCall } from '../../shared/call-route.ts';
import { AppError } from '../../shared/errors.ts';
import { WebhookSignatureError } from './provider.ts';

/**
 * POST /api/webhooks/stripe: the signature is checked over the raw body (Stripe-Signature,
 * 300 s tolerance); each event id is processed once; a failure answers 500 so Stripe retries.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { payments } = app;
  // the raw bytes, exactly as signed; only inside this plugin
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  routeFromCall(
    app,
    WEBHOOK_CALLS.stripe,
    { tags: ['webhooks'], config: { rawBody: true } },
    async ({ request }) => {
      if (payments.provider.name !== 'stripe') throw new AppError('STRIPE_NOT_CONFIGURED');
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new AppError('WEBHOOK_BODY_NOT_JSON');
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof payments.provider.parseWebhook>;
      try {
        event = payments.provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        throw error;
      }
      const { duplicate } = await payments.handleEvent(event);
      return { received: true, duplicate };
    },
  );
};
