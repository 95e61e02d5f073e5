import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { addPrice } from './services/add-price.ts';
import { changePrice } from './services/change-price.ts';
import { getPrice } from './services/get-price.ts';
import { listPrices } from './services/list-prices.ts';
import { stopSelling } from './services/stop-selling.ts';

/** PAYG prices per option and what the partner earns per entry (SPEC /admin/price, hidden in the menu). */
export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, catalogueChanged: changed } = app.ctx;
  const tags = { tags: ['admin'] };
  const adminId = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;

  routeFromCall(app, PARTNER_CALLS.prices, tags, async ({ request }) => ({
    prices: await listPrices(db, adminId(request), clock.now()),
  }));
  routeFromCall(app, PARTNER_CALLS.price, tags, async ({ params, request }) =>
    getPrice(db, adminId(request), params.id, clock.now()),
  );
  routeFromCall(app, PARTNER_CALLS.createPrice, tags, async ({ body, request }) =>
    addPrice(db, changed, adminId(request), body, clock.now()),
  );
  routeFromCall(app, PARTNER_CALLS.updatePrice, tags, async ({ params, body, request }) =>
    changePrice(db, changed, adminId(request), params.id, body, clock.now()),
  );
  routeFromCall(app, PARTNER_CALLS.archivePrice, tags, async ({ params, request, language }) =>
    stopSelling(db, changed, adminId(request), params.id, language),
  );
};
