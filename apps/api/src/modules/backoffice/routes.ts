import { impersonateRequest, impersonateResponse, superadminDataResponse } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount, requireRole } from '../auth/index.ts';
import { loadSuperadminData, startImpersonation } from './service.ts';

/** The back office calls: parse (contract), call the service, answer. */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, tokens } = app.ctx;
  const guarded = { preHandler: requireRole('superadmin') } as const;
  const schemaBase = { tags: ['superadmin'], security: [{ superadmin: [] }] };

  app.get(
    '/superadmin/',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Everything the back office oversees (SPEC 7)',
        response: { 200: superadminDataResponse },
      },
    },
    async () => loadSuperadminData(db, clock.now()),
  );

  app.post(
    '/superadmin/impersonate',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Open a partner’s panel as that partner; recorded in the audit log',
        body: impersonateRequest,
        response: { 200: impersonateResponse },
      },
    },
    async (request) => startImpersonation(db, tokens, currentAccount(request), request.body.adminId),
  );
};
