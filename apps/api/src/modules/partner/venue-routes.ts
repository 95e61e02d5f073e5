import {
  adminVenue,
  adminVenueList,
  idParams,
  photoDeleteRequest,
  photosResponse,
  publishRequest,
  venueInput,
} from '@champions/contract';
import fastifyMultipart from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activities, venues } from '../../db/schema.ts';
import { BadRequestError, NotFoundError } from '../../shared/errors.ts';
import { currentAccount, requireRole } from '../auth/index.ts';
import { photoStoreFor } from './photo-store.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, storePhoto } from './photos.ts';
import { ownActivity, ownVenue } from './scope.ts';
import { createVenue, getVenue, listVenues, setVenuePublished, updateVenue } from './venues.ts';

/** The partner's venues (SPEC /admin/venues, venues/create, venues/{id}) and photos of venues and activities. */
export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, publicCache } = app.ctx;
  const photoStore = photoStoreFor(config);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });
  const adminOnly = { preHandler: requireRole('admin') } as const;
  const schema = { tags: ['admin'], security: [{ admin: [] }] };
  /** Published data changed: the public catalogue must not keep showing the old answer. */
  const changed = () => publicCache.clear();

  app.get(
    '/admin/venues',
    {
      ...adminOnly,
      schema: { ...schema, summary: 'The partner’s venues', response: { 200: adminVenueList } },
    },
    async (request) => ({ venues: await listVenues(db, currentAccount(request).id) }),
  );

  app.post(
    '/admin/venues',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Create a venue (unpublished until the partner publishes it)',
        body: venueInput,
        response: { 201: adminVenue },
      },
    },
    async (request, reply) => {
      const adminId = currentAccount(request).id;
      const id = await createVenue(db, adminId, request.body);
      return reply.status(201).send(await getVenue(db, adminId, id));
    },
  );

  app.get(
    '/admin/venues/:id',
    {
      ...adminOnly,
      schema: { ...schema, summary: 'One venue', params: idParams, response: { 200: adminVenue } },
    },
    async (request) => getVenue(db, currentAccount(request).id, request.params.id),
  );

  app.put(
    '/admin/venues/:id',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Change a venue',
        params: idParams,
        body: venueInput,
        response: { 200: adminVenue },
      },
    },
    async (request) => {
      const adminId = currentAccount(request).id;
      await updateVenue(db, adminId, request.params.id, request.body);
      changed();
      return getVenue(db, adminId, request.params.id);
    },
  );

  app.put(
    '/admin/venues/:id/published',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Publish or hide a venue in the public catalogue',
        params: idParams,
        body: publishRequest,
        response: { 200: adminVenue },
      },
    },
    async (request) => {
      const adminId = currentAccount(request).id;
      await setVenuePublished(db, adminId, request.params.id, request.body.published);
      changed();
      return getVenue(db, adminId, request.params.id);
    },
  );

  // ------------------------------------------------------------ photos of venues and activities

  const photoTables = {
    venues: {
      table: venues,
      owned: async (adminId: string, id: string) => (await ownVenue(db, adminId, id)).photos,
    },
    activities: {
      table: activities,
      owned: async (adminId: string, id: string) => (await ownActivity(db, adminId, id)).activity.photos,
    },
  } as const;

  for (const kind of ['venues', 'activities'] as const) {
    const { table, owned } = photoTables[kind];

    app.post(
      `/admin/${kind}/:id/photos`,
      {
        ...adminOnly,
        schema: {
          ...schema,
          summary: `Upload a photo (multipart field "photo"); it is resized and stored as WebP`,
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 201: photosResponse },
        },
      },
      async (request, reply) => {
        const adminId = currentAccount(request).id;
        const photos = await owned(adminId, request.params.id);
        if (photos.length >= MAX_PHOTOS)
          throw new BadRequestError(`Nahrát můžete nejvýše ${MAX_PHOTOS} fotografií.`);
        if (!request.isMultipart()) throw new BadRequestError('Vyberte fotografii k nahrání.');
        const url = await storePhoto(photoStore, await request.file());
        const [updated] = await db
          .update(table)
          .set({ photos: sql`${table.photos} || ${JSON.stringify([url])}::jsonb` })
          .where(eq(table.id, request.params.id))
          .returning({ photos: table.photos });
        changed();
        return reply.status(201).send({ photos: updated!.photos });
      },
    );

    app.delete(
      `/admin/${kind}/:id/photos`,
      {
        ...adminOnly,
        schema: {
          ...schema,
          summary: 'Remove a photo',
          params: idParams,
          body: photoDeleteRequest,
          response: { 200: photosResponse },
        },
      },
      async (request) => {
        const adminId = currentAccount(request).id;
        const photos = await owned(adminId, request.params.id);
        if (!photos.includes(request.body.url)) throw new NotFoundError('Tato fotografie tu není.');
        const [updated] = await db
          .update(table)
          .set({ photos: photos.filter((photo) => photo !== request.body.url) })
          .where(and(eq(table.id, request.params.id)))
          .returning({ photos: table.photos });
        await photoStore.remove(request.body.url);
        changed();
        return { photos: updated!.photos };
      },
    );
  }
};
