import { USER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { loadAccountExport } from './services/load-account-export.ts';
import { loadUserData } from './services/load-user-data.ts';

/** GET /api/user/ (SPEC 7) and the GDPR export, registered from the route table (USER_CALLS). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const tags = { tags: ['user'] };

  routeFromCall(app, USER_CALLS.userData, tags, async ({ request }) =>
    loadUserData(db, currentAccount(request)),
  );
  routeFromCall(app, USER_CALLS.exportData, tags, async ({ request, reply }) => {
    reply.header('content-disposition', 'attachment; filename="champions-moje-data.json"');
    return loadAccountExport(db, currentAccount(request), clock.now());
  });
};
