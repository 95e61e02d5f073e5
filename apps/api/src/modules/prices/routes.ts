import { PRICE_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { cancelPriceChange } from './services/cancel-price-change.ts';
import { loadPriceChange } from './services/load-price-change.ts';
import { priceOverview } from './services/price-overview.ts';
import { schedulePriceChange } from './services/schedule-price-change.ts';

/** The back office's Ceník (PRICE_CALLS): prices in force, scheduling and cancelling changes. */
export const scheduledPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const tags = { tags: ['superadmin'] };
  routeFromCall(app, PRICE_CALLS.overview, tags, async ({ query }) => priceOverview(db, query, clock.now()));
  routeFromCall(app, PRICE_CALLS.create, tags, async ({ body, request }) =>
    schedulePriceChange(db, currentAccount(request), body, clock.now()),
  );
  routeFromCall(app, PRICE_CALLS.detail, tags, async ({ params }) =>
    loadPriceChange(db, params.id, clock.now()),
  );
  routeFromCall(app, PRICE_CALLS.cancel, tags, async ({ params, request }) =>
    cancelPriceChange(db, currentAccount(request), params.id, clock.now()),
  );
};
