import { PARTNER_API_CALLS, PARTNER_API_KEY_CALLS, PARTNER_API_WRITE_CALLS } from '@champions/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { bearerApiKey } from './services/authenticate-api-key.ts';
import { cancelApiSlot } from './services/cancel-api-slot.ts';
import { createApiKey, hashApiKey } from './services/create-api-key.ts';
import { createApiSlot } from './services/create-api-slot.ts';
import { listAdmissions } from './services/list-admissions.ts';
import { listApiActivities } from './services/list-api-activities.ts';
import { listApiKeys } from './services/list-api-keys.ts';
import { listApiSlots } from './services/list-api-slots.ts';
import { listSlotBookings } from './services/list-slot-bookings.ts';
import { revokeApiKey } from './services/revoke-api-key.ts';
import { updateApiSlot } from './services/update-api-slot.ts';

/** The partner's API keys: made (shown once), listed and revoked by the partner themself. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { tags: ['admin'] };

  routeFromCall(app, PARTNER_API_KEY_CALLS.list, admin, async ({ ctx, actor }) => listApiKeys(ctx, actor));
  routeFromCall(app, PARTNER_API_KEY_CALLS.create, admin, async ({ ctx, actor, body }) =>
    createApiKey(ctx, actor, body),
  );
  routeFromCall(app, PARTNER_API_KEY_CALLS.revoke, admin, async ({ ctx, actor, params }) =>
    revokeApiKey(ctx, actor, { keyId: params.id }),
  );
};

/** How many calls one API key may make a minute (its own count, whoever sends it). */
export const API_KEY_CALLS_PER_MINUTE = 60;

/** The key of the presented Authorization header, for the rate limit (before the key is checked). */
function rateLimitKey(request: FastifyRequest): string {
  const key = bearerApiKey(request.headers.authorization);
  return key ? `api-key:${hashApiKey(key)}` : `api-key-ip:${request.ip}`;
}

/** The calls a partner's own systems make with an API key (PARTNER_API_CALLS), rate-limited per key. */
export const partnerApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    tags: ['partner API'],
    config: {
      rateLimit: { max: API_KEY_CALLS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: rateLimitKey },
    },
  };
  const writes = { ...options, tags: ['partner API: writes'] };

  routeFromCall(app, PARTNER_API_CALLS.activities, options, async ({ ctx, actor, query }) =>
    listApiActivities(ctx, actor, query),
  );
  routeFromCall(app, PARTNER_API_CALLS.slots, options, async ({ ctx, actor, query }) =>
    listApiSlots(ctx, actor, query),
  );
  routeFromCall(app, PARTNER_API_CALLS.slotBookings, options, async ({ ctx, actor, params }) =>
    listSlotBookings(ctx, actor, { slotId: params.id }),
  );
  routeFromCall(app, PARTNER_API_CALLS.entries, options, async ({ ctx, actor, query }) =>
    listAdmissions(ctx, actor, query),
  );

  // the writes: the panel's own services (the same rules), on a slot the key may touch (key-scope.ts)
  routeFromCall(app, PARTNER_API_WRITE_CALLS.createSlot, writes, async ({ ctx, actor, body }) =>
    createApiSlot(ctx, actor, body),
  );
  routeFromCall(app, PARTNER_API_WRITE_CALLS.updateSlot, writes, async ({ ctx, actor, params, body }) =>
    updateApiSlot(ctx, actor, { slotId: params.id, ...body }),
  );
  routeFromCall(app, PARTNER_API_WRITE_CALLS.cancelSlot, writes, async ({ ctx, actor, params }) =>
    cancelApiSlot(ctx, actor, { slotId: params.id }),
  );
};
