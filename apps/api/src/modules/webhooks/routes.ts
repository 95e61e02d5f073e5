import { PARTNER_WEBHOOK_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { createEndpoint } from './services/create-endpoint.ts';
import { deleteEndpoint } from './services/delete-endpoint.ts';
import { listDeliveries } from './services/list-deliveries.ts';
import { listEndpoints } from './services/list-endpoints.ts';
import { resendDelivery } from './services/resend-delivery.ts';
import { rotateSecret } from './services/rotate-secret.ts';
import { sendTestEvent } from './services/send-test-event.ts';
import { updateEndpoint } from './services/update-endpoint.ts';

/** The partner's webhook endpoints and their deliveries (docs/webhooks.md). */
export const partnerWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { tags: ['partner webhooks'] };

  routeFromCall(app, PARTNER_WEBHOOK_CALLS.list, options, async ({ ctx, actor }) =>
    listEndpoints(ctx, actor),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.create, options, async ({ ctx, actor, body }) =>
    createEndpoint(ctx, actor, body),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.update, options, async ({ ctx, actor, params, body }) =>
    updateEndpoint(ctx, actor, { ...body, endpointId: params.id }),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.remove, options, async ({ ctx, actor, params }) =>
    deleteEndpoint(ctx, actor, { endpointId: params.id }),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.rotateSecret, options, async ({ ctx, actor, params }) =>
    rotateSecret(ctx, actor, { endpointId: params.id }),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.sendTest, options, async ({ ctx, actor, params }) =>
    sendTestEvent(ctx, actor, { endpointId: params.id }),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.deliveries, options, async ({ ctx, actor, params, query }) =>
    listDeliveries(ctx, actor, { endpointId: params.id, page: query.page }),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.resend, options, async ({ ctx, actor, params }) =>
    resendDelivery(ctx, actor, { endpointId: params.id, deliveryId: params.deliveryId }),
  );
};
