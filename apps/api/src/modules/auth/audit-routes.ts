import { ACCOUNT_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { listAudit } from './services/list-audit.ts';

/** GET /api/superadmin/audit: who did what as whom, when (impersonations and their writes, staff changes). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  routeFromCall(app, ACCOUNT_CALLS.audit, { tags: ['superadmin'] }, async ({ ctx, actor, query }) =>
    listAudit(ctx, actor, query),
  );
};
