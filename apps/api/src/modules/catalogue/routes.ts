import { CATALOGUE_CALLS as calls } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendEncodedAnswer } from '../../shared/encoded-answer.ts';
import { routeFromCall } from '../auth/index.ts';
import { listActivities } from './activity-list.ts';
import { listVenues, loadActivityDetail, loadSlots, loadVenuePage } from './details.ts';
import { loadPublicData, loadReferenceLists, searchNearby } from './public-data.ts';

/** The public catalogue: answers cached as bytes (ETag, br/gzip) where they are the same for everyone. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, publicCache } = app.ctx;
  const tags = { tags: ['public'] };
  const cacheable = (reply: { header(name: string, value: string): unknown }, seconds = 60) =>
    reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=300`);

  routeFromCall(app, calls.publicData, tags, async ({ request, reply }) => {
    cacheable(reply, 60);
    const answer = await publicCache.answer(
      'public',
      () => loadPublicData(db, clock.now()),
      calls.publicData.answer,
    );
    return sendEncodedAnswer(request, reply, answer);
  });

  routeFromCall(app, calls.nearby, tags, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return { activities: await searchNearby(db, query, clock.now()) };
  });

  routeFromCall(app, calls.activities, tags, async ({ query, request, reply }) => {
    cacheable(reply, 30);
    const answer = await publicCache.answer(
      `activities:${JSON.stringify(query)}`,
      () => listActivities(db, query, clock.now()),
      calls.activities.answer,
    );
    return sendEncodedAnswer(request, reply, answer);
  });

  routeFromCall(app, calls.filters, tags, async ({ reply }) => {
    cacheable(reply, 300);
    const { activityCategories, equipmentCategories, venueCategories } = await loadReferenceLists(db);
    return { activityCategories, equipmentCategories, venueCategories };
  });

  routeFromCall(app, calls.activity, tags, async ({ params, request, reply }) => {
    cacheable(reply);
    const answer = await publicCache.answer(
      `activity:${params.id}`,
      () => loadActivityDetail(db, params.id, clock.now()),
      calls.activity.answer,
    );
    return sendEncodedAnswer(request, reply, answer);
  });

  routeFromCall(app, calls.slots, tags, async ({ params, query, reply }) => {
    reply.header('cache-control', 'no-cache');
    return loadSlots(db, params.id, query.date, clock.now());
  });

  routeFromCall(app, calls.venues, tags, async ({ query, request, reply }) => {
    cacheable(reply, 300);
    const answer = await publicCache.answer(
      `venues:${query.area ?? ''}`,
      async () => ({ venues: await listVenues(db, query.area) }),
      calls.venues.answer,
    );
    return sendEncodedAnswer(request, reply, answer);
  });

  routeFromCall(app, calls.venue, tags, async ({ params, request, reply }) => {
    cacheable(reply);
    const answer = await publicCache.answer(
      `venue:${params.id}`,
      () => loadVenuePage(db, params.id, clock.now()),
      calls.venue.answer,
    );
    return sendEncodedAnswer(request, reply, answer);
  });
};
