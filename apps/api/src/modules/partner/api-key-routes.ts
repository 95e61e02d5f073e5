import { PARTNER_API_CALLS, PARTNER_API_KEY_CALLS, PARTNER_API_WRITE_CALLS } from '@champions/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerTextsIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { AppError } from '../../shared/errors.ts';
import { currentAccount } from '../auth/index.ts';
import { keySlot } from './key-scope.ts';
import { type ApiKeyCaller, bearerApiKey } from './services/authenticate-api-key.ts';
import { cancelSlot } from './services/cancel-slot.ts';
import { createApiKey, hashApiKey } from './services/create-api-key.ts';
import { createApiSlot } from './services/create-api-slot.ts';
import { getSlot } from './services/get-slot.ts';
import { listActivities } from './services/list-activities.ts';
import { listAdmissions } from './services/list-admissions.ts';
import { listApiKeys } from './services/list-api-keys.ts';
import { listSlotBookings } from './services/list-slot-bookings.ts';
import { listSlots } from './services/list-slots.ts';
import { revokeApiKey } from './services/revoke-api-key.ts';
import { updateSlot } from './services/update-slot.ts';

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
  const { db, clock, mailer, config, catalogueChanged: changed } = app.ctx;
  const options = {
    tags: ['partner API'],
    config: {
      rateLimit: { max: API_KEY_CALLS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: rateLimitKey },
    },
  };
  const keyOf = (request: FastifyRequest): ApiKeyCaller => request.apiKey!;
  const adminOf = (request: FastifyRequest) => keyOf(request).adminId;
  const writes = { ...options, tags: ['partner API: writes'] };

  routeFromCall(app, PARTNER_API_CALLS.activities, options, async ({ query, request }) => ({
    activities: await listActivities(db, adminOf(request), clock.now(), {
      venueId: venueOf(request, query.venueId),
    }),
  }));
  routeFromCall(app, PARTNER_API_CALLS.slots, options, async ({ query, request }) => ({
    slots: await listSlots(db, adminOf(request), { ...query, venueId: venueOf(request, query.venueId) }),
  }));
  routeFromCall(app, PARTNER_API_CALLS.slotBookings, options, async ({ params, request }) =>
    listSlotBookings(db, keyOf(request), params.id),
  );
  routeFromCall(app, PARTNER_API_CALLS.entries, options, async ({ query, request }) =>
    listAdmissions(db, keyOf(request), query),
  );

  // the writes: the panel's own services (the same rules), on a slot the key may touch (key-scope.ts)
  routeFromCall(app, PARTNER_API_WRITE_CALLS.createSlot, writes, async ({ body, request }) =>
    createApiSlot(db, changed, keyOf(request), body, clock.now()),
  );
  routeFromCall(app, PARTNER_API_WRITE_CALLS.updateSlot, writes, async ({ params, body, request }) => {
    await keySlot(db, keyOf(request), params.id);
    await updateSlot(db, changed, mailer, config.PUBLIC_URL, adminOf(request), params.id, body, clock.now());
    return getSlot(db, adminOf(request), params.id);
  });
  routeFromCall(app, PARTNER_API_WRITE_CALLS.cancelSlot, writes, async ({ params, request, language }) => {
    await keySlot(db, keyOf(request), params.id);
    const result = await cancelSlot(
      db,
      app.ctx.events,
      mailer,
      config.PUBLIC_URL,
      adminOf(request),
      params.id,
      clock.now(),
    );
    return {
      ...result,
      message: partnerTextsIn(language).slotCancelled(result.notified, result.creditReturned),
    };
  });
};
