import { accountExport, userDataResponse } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount, requireRole } from '../auth/index.ts';
import { loadAccountExport, loadUserData } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const guarded = { preHandler: requireRole('user') } as const;
  const schemaBase = { tags: ['user'], security: [{ user: [] }] };

  app.get(
    '/user/',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'The signed-in user with subscription and the first page of payments (SPEC 7)',
        response: { 200: userDataResponse },
      },
    },
    async (request) => loadUserData(db, currentAccount(request)),
  );

  app.get(
    '/user/me/export',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Everything we hold about the user (GDPR access)',
        response: { 200: accountExport },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="champions-moje-data.json"');
      return loadAccountExport(db, currentAccount(request), clock.now());
    },
  );
};
