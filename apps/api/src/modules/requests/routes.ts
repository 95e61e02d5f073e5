import { REQUEST_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { submitRequest } from './services/submit-request.ts';

/**
 * Contact, partner, business and crowdfunding forms; the back office works through them.
 * Routes only parse (the contract schema), call the service and answer.
 */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  routeFromCall(
    app,
    REQUEST_CALLS.submit,
    { tags: ['public'], config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    async ({ ctx, actor, body }) => submitRequest(ctx, actor, body),
  );
};
