import { type ApiCall, CATALOGUE_CALLS as calls } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CallRequest, routeFromCall } from '../../shared/call-route.ts';
import { publicAnswerConfig, publicAnswerKey, sendPublicAnswer } from '../../shared/public-answers.ts';
import { loadActivityList } from './services/activity-list.ts';
import { loadActivityPage } from './services/activity-page.ts';
import { loadActivitySlots } from './services/activity-slots.ts';
import { loadCatalogueFilters } from './services/catalogue-filters.ts';
import { loadNearbyActivities } from './services/nearby-search.ts';
import { loadPublicData } from './services/public-data.ts';
import { listVenues } from './services/venue-list.ts';
import { loadVenuePage } from './services/venue-page.ts';

/**
 * The public catalogue. Answers that are the same for everyone are kept as bytes (ETag, br/gzip) in the
 * public cache, keyed by the call and its parsed input, and repeated from it (shared/public-answers.ts).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicCache, config } = app.ctx;
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

  cachedRoute(calls.publicData, 60, ({ ctx, actor }) => loadPublicData(ctx, actor));
  cachedRoute(calls.activities, 30, ({ ctx, actor, query }) => loadActivityList(ctx, actor, query));
  cachedRoute(calls.activity, 60, ({ ctx, actor, params }) =>
    loadActivityPage(ctx, actor, { activityId: params.id }),
  );
  cachedRoute(calls.venues, 300, ({ ctx, actor, query }) => listVenues(ctx, actor, { areaSlug: query.area }));
  cachedRoute(calls.venue, 60, ({ ctx, actor, params }) => loadVenuePage(ctx, actor, { venueId: params.id }));

  // one setting read at run time: the content security policy allows the same host (app.ts)
  const mapTiles = { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION };
  routeFromCall(app, calls.mapTiles, { tags }, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return mapTiles;
  });
  routeFromCall(app, calls.nearby, { tags }, async ({ ctx, actor, query, reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return loadNearbyActivities(ctx, actor, query);
  });
  routeFromCall(app, calls.filters, { tags }, async ({ ctx, actor, reply }) => {
    reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=300');
    return loadCatalogueFilters(ctx, actor);
  });
  // free places change with every purchase: never kept
  routeFromCall(app, calls.slots, { tags }, async ({ ctx, actor, params, query, reply }) => {
    reply.header('cache-control', 'no-cache');
    return loadActivitySlots(ctx, actor, { activityId: params.id, date: query.date });
  });
};
