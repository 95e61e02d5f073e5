import { SYSTEM_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';

/** The seller of every order, as receipts name it (SELLER_* configuration): the footer and contact page show it. */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const seller = { name: config.SELLER_NAME, ico: config.SELLER_ICO, address: config.SELLER_ADDRESS };
  routeFromCall(app, SYSTEM_CALLS.seller, { tags: ['public'] }, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return seller;
  });
};
