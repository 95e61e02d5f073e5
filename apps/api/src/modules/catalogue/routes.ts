import {
  activityDetail,
  activityListQuery,
  activityListResponse,
  catalogueFilters,
  idParams,
  nearbySearchQuery,
  nearbySearchResult,
  publicData,
  slotsQuery,
  slotsResponse,
  venueListQuery,
  venueListResponse,
  venuePageResponse,
} from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendEncodedAnswer } from '../../shared/encoded-answer.ts';
import { listActivities } from './activity-list.ts';
import { listVenues, loadActivityDetail, loadSlots, loadVenuePage } from './details.ts';
import { loadPublicData, loadReferenceLists, searchNearby } from './public-data.ts';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/',
    {
      schema: {
        tags: ['public'],
        summary: 'Activities, areas and config prices (SPEC 7)',
        response: { 200: publicData },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
      const answer = await app.ctx.publicCache.answer(
        'public',
        () => loadPublicData(app.ctx.db, app.ctx.clock.now()),
        publicData,
      );
      return sendEncodedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/public/search',
    {
      schema: {
        tags: ['public'],
        summary: 'Activities near a point, nearest first',
        querystring: nearbySearchQuery,
        response: { 200: nearbySearchResult },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { activities: await searchNearby(app.ctx.db, request.query, app.ctx.clock.now()) };
    },
  );

  const tags = ['public'];
  const cacheable = (reply: { header(name: string, value: string): unknown }, seconds = 60) =>
    reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=300`);

  app.get(
    '/public/activities',
    {
      schema: {
        tags,
        summary:
          'Activity list with search (diacritics-insensitive, typo-tolerant), filters, sorting and pages',
        querystring: activityListQuery,
        response: { 200: activityListResponse },
      },
    },
    async (request, reply) => {
      cacheable(reply, 30);
      const answer = await app.ctx.publicCache.answer(
        `activities:${JSON.stringify(request.query)}`,
        () => listActivities(app.ctx.db, request.query, app.ctx.clock.now()),
        activityListResponse,
      );
      return sendEncodedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/public/filters',
    {
      schema: { tags, summary: 'Categories and equipment to filter by', response: { 200: catalogueFilters } },
    },
    async (_request, reply) => {
      cacheable(reply, 300);
      const { activityCategories, equipmentCategories, venueCategories } = await loadReferenceLists(
        app.ctx.db,
      );
      return { activityCategories, equipmentCategories, venueCategories };
    },
  );

  app.get(
    '/public/activities/:id',
    { schema: { tags, summary: 'Activity detail', params: idParams, response: { 200: activityDetail } } },
    async (request, reply) => {
      cacheable(reply);
      const answer = await app.ctx.publicCache.answer(
        `activity:${request.params.id}`,
        () => loadActivityDetail(app.ctx.db, request.params.id, app.ctx.clock.now()),
        activityDetail,
      );
      return sendEncodedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/public/activities/:id/slots',
    {
      schema: {
        tags,
        summary: 'Time slots of one day (default today, Europe/Prague) with free places',
        params: idParams,
        querystring: slotsQuery,
        response: { 200: slotsResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return loadSlots(app.ctx.db, request.params.id, request.query.date, app.ctx.clock.now());
    },
  );

  app.get(
    '/public/venues',
    {
      schema: {
        tags,
        summary: 'Venues, by area',
        querystring: venueListQuery,
        response: { 200: venueListResponse },
      },
    },
    async (request, reply) => {
      cacheable(reply, 300);
      const answer = await app.ctx.publicCache.answer(
        `venues:${request.query.area ?? ''}`,
        async () => ({ venues: await listVenues(app.ctx.db, request.query.area) }),
        venueListResponse,
      );
      return sendEncodedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/public/venues/:id',
    {
      schema: {
        tags,
        summary: 'Venue with its activities',
        params: idParams,
        response: { 200: venuePageResponse },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      const answer = await app.ctx.publicCache.answer(
        `venue:${request.params.id}`,
        () => loadVenuePage(app.ctx.db, request.params.id, app.ctx.clock.now()),
        venuePageResponse,
      );
      return sendEncodedAnswer(request, reply, answer);
    },
  );
};
