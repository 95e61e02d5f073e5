import { auditQuery, auditResponse } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from './guard.ts';
import { listAudit } from './services/list-audit.ts';

/** GET /api/superadmin/audit: who did what as whom, when (impersonations and their writes, staff changes). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      preHandler: requireRole('superadmin'),
      schema: {
        tags: ['superadmin'],
        security: [{ superadmin: [] }],
        summary:
          'The audit log, newest first; filter by actor, target, action (or prefix ending in a dot) and time',
        querystring: auditQuery,
        response: { 200: auditResponse },
      },
    },
    async (request) => listAudit(app.ctx.db, request.query),
  );
};
