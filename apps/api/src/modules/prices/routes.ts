import { PRICE_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { cancelPriceChange } from './services/cancel-price-change.ts';
import { loadPriceChange } from './services/load-price-change.ts';
import { priceOverview } from './services/price-overview.ts';
import { schedulePriceChange } from './services/schedule-price-change.ts';

/** The back office's Ceník (PRICE_CALLS): prices in force, scheduling and cancelling changes. */
export const scheduledPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['superadmin'] };
  routeFromCall(app, PRICE_CALLS.overview, tags, async ({ ctx, actor, query }) =>
    priceOverview(ctx, actor, query),
  );
  routeFromCall(app, PRICE_CALLS.create, tags, async ({ ctx, actor, body }) =>
    schedulePriceChange(ctx, actor, body),
  );
  routeFromCall(app, PRICE_CALLS.detail, tags, async ({ ctx, actor, params }) =>
    loadPriceChange(ctx, actor, { id: params.id }),
  );
  routeFromCall(app, PRICE_CALLS.cancel, tags, async ({ ctx, actor, params }) =>
    cancelPriceChange(ctx, actor, { id: params.id }),
  );
};
