import { BACKOFFICE_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { loadSuperadminData } from './services/load-superadmin-data.ts';
import { startImpersonation } from './services/start-impersonation.ts';

/** The back office calls (the route table's BACKOFFICE_CALLS): parse, call the service, answer. */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, tokens } = app.ctx;
  const tags = { tags: ['superadmin'] };

  routeFromCall(app, BACKOFFICE_CALLS.overview, tags, async () => loadSuperadminData(db, clock.now()));
  routeFromCall(app, BACKOFFICE_CALLS.impersonate, tags, async ({ body, request }) =>
    startImpersonation(db, tokens, currentAccount(request), body.adminId),
  );
};
