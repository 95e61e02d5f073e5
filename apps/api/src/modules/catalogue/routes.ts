import { CATALOGUE_CALLS as calls } from '@champions/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { type AnswerSchema, sendEncodedAnswer } from '../../shared/encoded-answer.ts';
import { listActivities } from './activity-list-repository.ts';
import { listVenues, loadActivityDetail, loadSlots, loadVenuePage } from './details-repository.ts';
import { loadPublicData, loadReferenceLists, searchNearby } from './public-data-repository.ts';

/** The public catalogue: answers cached as bytes (ETag, br/gzip) where they are the same for everyone. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, publicCache } = app.ctx;
  const tags = { tags: ['public'] };
  const cacheable = (reply: FastifyReply, seconds = 60) =>
    reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=300`);
  /** Answers from the public cache as prepared bytes, kept `seconds` by browsers and proxies. */
  const cachedAnswer = async (
    input: { request: FastifyRequest; reply: FastifyReply },
    cache: { key: string; seconds: number; schema: AnswerSchema },
    load: () => Promise<unknown>,
  ) => {
    cacheable(input.reply, cache.seconds);
    const answer = await publicCache.answer(cache.key, load, cache.schema);
    return sendEncodedAnswer(input.request, input.reply, answer);
  };

  routeFromCall(app, calls.publicData, tags, (input) =>
    cachedAnswer(input, { key: 'public', seconds: 60, schema: calls.publicData.answer }, () =>
      loadPublicData(db, clock.now()),
    ),
  );

  routeFromCall(app, calls.nearby, tags, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return { activities: await searchNearby(db, query, clock.now()) };
  });

  routeFromCall(app, calls.activities, tags, ({ query, ...input }) =>
    cachedAnswer(
      input,
      { key: `activities:${JSON.stringify(query)}`, seconds: 30, schema: calls.activities.answer },
      () => listActivities(db, query, clock.now()),
    ),
  );

  routeFromCall(app, calls.filters, tags, async ({ reply }) => {
    cacheable(reply, 300);
    const { activityCategories, equipmentCategories, venueCategories } = await loadReferenceLists(db);
    return { activityCategories, equipmentCategories, venueCategories };
  });

  routeFromCall(app, calls.activity, tags, ({ params, ...input }) =>
    cachedAnswer(input, { key: `activity:${params.id}`, seconds: 60, schema: calls.activity.answer }, () =>
      loadActivityDetail(db, params.id, clock.now()),
    ),
  );

  routeFromCall(app, calls.slots, tags, async ({ params, query, reply }) => {
    reply.header('cache-control', 'no-cache');
    return loadSlots(db, params.id, query.date, clock.now());
  });

  routeFromCall(app, calls.venues, tags, ({ query, ...input }) =>
    cachedAnswer(
      input,
      { key: `venues:${query.area ?? ''}`, seconds: 300, schema: calls.venues.answer },
      async () => ({ venues: await listVenues(db, query.area) }),
    ),
  );

  routeFromCall(app, calls.venue, tags, ({ params, ...input }) =>
    cachedAnswer(input, { key: `venue:${params.id}`, seconds: 60, schema: calls.venue.answer }, () =>
      loadVenuePage(db, params.id, clock.now()),
    ),
  );
};
