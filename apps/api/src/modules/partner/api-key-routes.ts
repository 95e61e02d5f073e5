import { PARTNER_API_KEY_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { createApiKey } from './services/create-api-key.ts';
import { listApiKeys } from './services/list-api-keys.ts';
import { revokeApiKey } from './services/revoke-api-key.ts';

/** The partner's API keys: made (shown once), listed and revoked by the partner themself. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const admin = { tags: ['admin'] };

  routeFromCall(app, PARTNER_API_KEY_CALLS.list, admin, async ({ request }) =>
    listApiKeys(db, currentAccount(request).id),
  );
  routeFromCall(app, PARTNER_API_KEY_CALLS.create, admin, async ({ body, request }) =>
    createApiKey(db, currentAccount(request).id, body, clock.now()),
  );
  routeFromCall(app, PARTNER_API_KEY_CALLS.revoke, admin, async ({ params, request }) =>
    revokeApiKey(db, currentAccount(request).id, params.id, clock.now()),
  );
};
