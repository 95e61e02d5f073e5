import { PARTNER_WEBHOOK_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { listDeliveries, resendDelivery, sendTestEvent } from './services/deliveries.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
} from './services/manage-endpoints.ts';
import { allowsLocalWebhooks } from './services/url-policy.ts';

/** The partner's webhook endpoints and their deliveries (docs/webhooks.md). */
export const partnerWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.ctx;
  const options = { tags: ['partner webhooks'] };
  const allowLocal = allowsLocalWebhooks(config);
  const adminOf = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;

  routeFromCall(app, PARTNER_WEBHOOK_CALLS.list, options, async ({ request }) =>
    listEndpoints(db, adminOf(request)),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.create, options, async ({ body, request }) =>
    createEndpoint(db, adminOf(request), body, { allowLocal, now: clock.now() }),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.update, options, async ({ params, body, request }) =>
    updateEndpoint(db, adminOf(request), params.id, body, { allowLocal, now: clock.now() }),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.remove, options, async ({ params, request }) =>
    deleteEndpoint(db, adminOf(request), params.id),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.rotateSecret, options, async ({ params, request }) =>
    rotateSecret(db, adminOf(request), params.id),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.sendTest, options, async ({ params, request }) =>
    sendTestEvent(db, adminOf(request), params.id, clock.now()),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.deliveries, options, async ({ params, query, request }) =>
    listDeliveries(db, adminOf(request), params.id, query.page),
  );
  routeFromCall(app, PARTNER_WEBHOOK_CALLS.resend, options, async ({ params, request }) =>
    resendDelivery(db, adminOf(request), params.id, params.deliveryId, clock.now()),
  );
};
