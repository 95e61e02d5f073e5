import { CREDIT_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { loadCreditHistory } from './services/load-credit-history.ts';

/** The signed-in user's credit history, read from the books (/platba). */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  routeFromCall(app, CREDIT_CALLS.history, { tags: ['payments'] }, async ({ ctx, actor, query }) =>
    loadCreditHistory(ctx, actor, query),
  );
};
