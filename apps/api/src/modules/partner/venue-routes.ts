import { PARTNER_CALLS } from '@champions/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { addPhoto } from './services/add-photo.ts';
import { createVenue } from './services/create-venue.ts';
import { getVenue } from './services/get-venue.ts';
import { listVenues } from './services/list-venues.ts';
import { MAX_PHOTO_BYTES } from './services/photo-limits.ts';
import { removePhoto } from './services/remove-photo.ts';
import { setVenuePublished } from './services/set-venue-published.ts';
import { updateVenue } from './services/update-venue.ts';

/** The partner's venues (SPEC /admin/venues, venues/create, venues/{id}) and photos of venues and activities. */
export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, catalogueChanged: changed } = app.ctx;
  const store = app.photoStore;
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });
  const tags = { tags: ['admin'] };
  const adminId = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;

  routeFromCall(app, PARTNER_CALLS.venues, tags, async ({ request }) => ({
    venues: await listVenues(db, adminId(request)),
  }));
  routeFromCall(app, PARTNER_CALLS.createVenue, tags, async ({ body, request }) => {
    const id = await createVenue(db, adminId(request), body);
    return getVenue(db, adminId(request), id);
  });
  routeFromCall(app, PARTNER_CALLS.venue, tags, async ({ params, request }) =>
    getVenue(db, adminId(request), params.id),
  );
  routeFromCall(app, PARTNER_CALLS.updateVenue, tags, async ({ params, body, request }) => {
    await updateVenue(db, changed, adminId(request), params.id, body);
    return getVenue(db, adminId(request), params.id);
  });
  routeFromCall(app, PARTNER_CALLS.publishVenue, tags, async ({ params, body, request }) => {
    await setVenuePublished(db, changed, adminId(request), params.id, body.published);
    return getVenue(db, adminId(request), params.id);
  });

  // photos of venues and activities; an upload is multipart (the file is read in the service)
  const photoCalls = {
    venues: { upload: PARTNER_CALLS.uploadVenuePhoto, remove: PARTNER_CALLS.deleteVenuePhoto },
    activities: { upload: PARTNER_CALLS.uploadActivityPhoto, remove: PARTNER_CALLS.deleteActivityPhoto },
  } as const;
  for (const kind of ['venues', 'activities'] as const) {
    const upload = { ...tags, consumes: ['multipart/form-data'] };
    routeFromCall(app, photoCalls[kind].upload, upload, async ({ params, request }) =>
      addPhoto({ db, store, changed }, { kind, adminId: adminId(request), id: params.id }, request),
    );
    routeFromCall(app, photoCalls[kind].remove, tags, async ({ params, body, request }) =>
      removePhoto({ db, store, changed }, { kind, adminId: adminId(request), id: params.id }, body.url),
    );
  }
};
