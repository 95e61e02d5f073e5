import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { addPrice } from './services/add-price.ts';
import { changePrice } from './services/change-price.ts';
import { getPrice } from './services/get-price.ts';
import { listPrices } from './services/list-prices.ts';
import { stopSelling } from './services/stop-selling.ts';

/** PAYG prices per option and what the partner earns per entry (SPEC /admin/price, hidden in the menu). */
export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['admin'] };

  routeFromCall(app, PARTNER_CALLS.prices, tags, async ({ ctx, actor }) => listPrices(ctx, actor));
  routeFromCall(app, PARTNER_CALLS.price, tags, async ({ ctx, actor, params }) =>
    getPrice(ctx, actor, { optionId: params.id }),
  );
  routeFromCall(app, PARTNER_CALLS.createPrice, tags, async ({ ctx, actor, body }) =>
    addPrice(ctx, actor, body),
  );
  routeFromCall(app, PARTNER_CALLS.updatePrice, tags, async ({ ctx, actor, params, body }) =>
    changePrice(ctx, actor, { optionId: params.id, ...body }),
  );
  routeFromCall(app, PARTNER_CALLS.archivePrice, tags, async ({ ctx, actor, params }) =>
    stopSelling(ctx, actor, { optionId: params.id }),
  );
};
