import { PARTNER_API_CALLS, PARTNER_API_KEY_CALLS } from '@champions/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { AppError } from '../../shared/errors.ts';
import { currentAccount } from '../auth/index.ts';
import { bearerApiKey } from './services/authenticate-api-key.ts';
import { createApiKey, hashApiKey } from './services/create-api-key.ts';
import { listActivities } from './services/list-activities.ts';
import { listApiKeys } from './services/list-api-keys.ts';
import { listSlots } from './services/list-slots.ts';
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

/** How many calls one API key may make a minute (its own count, whoever sends it). */
export const API_KEY_CALLS_PER_MINUTE = 60;

/** The key of the presented Authorization header, for the rate limit (before the key is checked). */
function rateLimitKey(request: FastifyRequest): string {
  const key = bearerApiKey(request.headers.authorization);
  return key ? `api-key:${hashApiKey(key)}` : `api-key-ip:${request.ip}`;
}

/** Which venue a key's call reads: the key's one venue (another one named is not found), or the one asked. */
function venueOf(request: FastifyRequest, asked: string | undefined): string | undefined {
  const limited = request.apiKey?.venueId;
  if (limited && asked && asked !== limited) throw new AppError('PARTNER_VENUE_NOT_FOUND');
  return limited ?? asked;
}

/** The calls a partner's own systems make with an API key (PARTNER_API_CALLS), rate-limited per key. */
export const partnerApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const options = {
    tags: ['partner API'],
    config: {
      rateLimit: { max: API_KEY_CALLS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: rateLimitKey },
    },
  };
  const adminOf = (request: FastifyRequest) => request.apiKey!.adminId;

  routeFromCall(app, PARTNER_API_CALLS.activities, options, async ({ query, request }) => ({
    activities: await listActivities(db, adminOf(request), clock.now(), {
      venueId: venueOf(request, query.venueId),
    }),
  }));
  routeFromCall(app, PARTNER_API_CALLS.slots, options, async ({ query, request }) => ({
    slots: await listSlots(db, adminOf(request), { ...query, venueId: venueOf(request, query.venueId) }),
  }));
};
