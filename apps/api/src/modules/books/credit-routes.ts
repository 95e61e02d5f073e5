import { CREDIT_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { loadCreditHistory } from './credit-history.ts';

/** The signed-in user's credit history, read from the books (/platba). */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  routeFromCall(app, CREDIT_CALLS.history, { tags: ['payments'] }, async ({ query, request, language }) =>
    loadCreditHistory(app.ctx.db, currentAccount(request).id, query.page, query.limit, language),
  );
};
