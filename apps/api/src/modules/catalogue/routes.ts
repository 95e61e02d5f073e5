import { type ApiCall, CATALOGUE_CALLS as calls } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CallRequest, routeFromCall } from '../../shared/call-route.ts';
import { publicAnswerConfig, publicAnswerKey, sendPublicAnswer } from '../../shared/public-answers.ts';
import { loadActivityDetail } from './services/activity-detail.ts';
import { loadActivityList } from './services/activity-list.ts';
import { loadActivitySlots } from './services/activity-slots.ts';
import { loadNearbyActivities } from './services/nearby-search.ts';
import { loadPublicData } from './services/public-data.ts';
import { loadCatalogueFilters } from './services/reference-lists.ts';
import { listVenues } from './services/venue-list.ts';
import { loadVenuePage } from './services/venue-page.ts';

/**
 * The public catalogue. Answers that are the same for everyone are kept as bytes (ETag, br/gzip) in the
 * public cache, keyed by the call and its parsed input, and repeated from it (shared/public-answers.ts).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, publicCache, config } = app.ctx;
  const tags = ['public'];

  /** A public call answered from the cache, kept `seconds` by browsers and proxies. */
  function cachedRoute<C extends ApiCall>(
    call: C,
    seconds: number,
    load: (input: CallRequest<C>) => Promise<unknown>,
  ) {
    routeFromCall(app, call, { tags, config: publicAnswerConfig(call, seconds) }, async (input) => {
      const key = publicAnswerKey(call, input.params, input.query);
      const answer = await publicCache.answer(key, () => load(input), call.answer);
      return sendPublicAnswer(input.request, input.reply, answer, seconds);
    });
  }

  cachedRoute(calls.publicData, 60, () => loadPublicData(db, clock.now()));
  cachedRoute(calls.activities, 30, ({ query }) => loadActivityList(db, query, clock.now()));
  cachedRoute(calls.activity, 60, ({ params }) => loadActivityDetail(db, params.id, clock.now()));
  cachedRoute(calls.venues, 300, async ({ query }) => ({ venues: await listVenues(db, query.area) }));
  cachedRoute(calls.venue, 60, ({ params }) => loadVenuePage(db, params.id, clock.now()));

  // one setting read at run time: the content security policy allows the same host (app.ts)
  const mapTiles = { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION };
  routeFromCall(app, calls.mapTiles, { tags }, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return mapTiles;
  });
  routeFromCall(app, calls.nearby, { tags }, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return loadNearbyActivities(db, query, clock.now());
  });
  routeFromCall(app, calls.filters, { tags }, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=300');
    return loadCatalogueFilters(db);
  });
  // free places change with every purchase: never kept
  routeFromCall(app, calls.slots, { tags }, async ({ params, query, reply }) => {
    reply.header('cache-control', 'no-cache');
    return loadActivitySlots(db, params.id, query.date, clock.now());
  });
};
