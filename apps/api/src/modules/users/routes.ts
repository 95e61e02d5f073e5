import { USER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { exportOwnData } from './services/export-own-data.ts';
import { loadUserData } from './services/load-user-data.ts';
import { setLanguage } from './services/set-language.ts';

/** GET /api/user/ (SPEC 7), the account's language and the GDPR export, registered from the route table (USER_CALLS). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['user'] };

  routeFromCall(app, USER_CALLS.userData, tags, async ({ ctx, actor }) => loadUserData(ctx, actor));
  routeFromCall(app, USER_CALLS.setLanguage, tags, async ({ ctx, actor, body }) =>
    setLanguage(ctx, actor, body),
  );
  routeFromCall(app, USER_CALLS.exportData, tags, async ({ ctx, actor, reply }) => {
    reply.header('content-disposition', 'attachment; filename="champions-moje-data.json"');
    return exportOwnData(ctx, actor);
  });
};
