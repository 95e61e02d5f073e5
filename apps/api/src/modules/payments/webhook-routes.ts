import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { BadRequestError } from '../../shared/errors.ts';
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

  app.post(
    '/webhooks/stripe',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Stripe events (payment and setup intents), signed with STRIPE_WEBHOOK_SECRET',
        response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
      },
      config: { rawBody: true },
    },
    async (request) => {
      if (payments.provider.name !== 'stripe') throw new BadRequestError('Stripe není nastaven.');
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new BadRequestError('Očekáváno tělo JSON.');
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof payments.provider.parseWebhook>;
      try {
        event = payments.provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new BadRequestError('Neplatný podpis webhooku.');
        throw error;
      }
      const { duplicate } = await payments.handleEvent(event);
      return { received: true, duplicate };
    },
  );
};
