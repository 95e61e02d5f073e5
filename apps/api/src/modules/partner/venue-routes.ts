import { PARTNER_CALLS } from '@champions/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { addPhoto } from './services/add-photo.ts';
import { createVenue } from './services/create-venue.ts';
import { editOwnVenue } from './services/edit-own-venue.ts';
import { listOwnVenues } from './services/list-own-venues.ts';
import { MAX_PHOTO_BYTES } from './services/photo-limits.ts';
import { publishOwnVenue } from './services/publish-own-venue.ts';
import { removePhoto } from './services/remove-photo.ts';
import { showOwnVenue } from './services/show-own-venue.ts';

/** The partner's venues (SPEC /admin/venues, venues/create, venues/{id}) and photos of venues and activities. */
export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });
  const tags = { tags: ['admin'] };

  routeFromCall(app, PARTNER_CALLS.venues, tags, async ({ ctx, actor }) => listOwnVenues(ctx, actor));
  routeFromCall(app, PARTNER_CALLS.createVenue, tags, async ({ ctx, actor, body }) =>
    createVenue(ctx, actor, body),
  );
  routeFromCall(app, PARTNER_CALLS.venue, tags, async ({ ctx, actor, params }) =>
    showOwnVenue(ctx, actor, { venueId: params.id }),
  );
  routeFromCall(app, PARTNER_CALLS.updateVenue, tags, async ({ ctx, actor, params, body }) =>
    editOwnVenue(ctx, actor, { venueId: params.id, ...body }),
  );
  routeFromCall(app, PARTNER_CALLS.publishVenue, tags, async ({ ctx, actor, params, body }) =>
    publishOwnVenue(ctx, actor, { venueId: params.id, published: body.published }),
  );

  // photos of venues and activities; an upload is multipart (the file is read in the service)
  const photoCalls = {
    venues: { upload: PARTNER_CALLS.uploadVenuePhoto, remove: PARTNER_CALLS.deleteVenuePhoto },
    activities: { upload: PARTNER_CALLS.uploadActivityPhoto, remove: PARTNER_CALLS.deleteActivityPhoto },
  } as const;
  for (const kind of ['venues', 'activities'] as const) {
    const upload = { ...tags, consumes: ['multipart/form-data'] };
    routeFromCall(app, photoCalls[kind].upload, upload, async ({ ctx, actor, params, request }) =>
      addPhoto(ctx, actor, { kind, id: params.id, upload: request }),
    );
    routeFromCall(app, photoCalls[kind].remove, tags, async ({ ctx, actor, params, body }) =>
      removePhoto(ctx, actor, { kind, id: params.id, url: body.url }),
    );
  }
};
