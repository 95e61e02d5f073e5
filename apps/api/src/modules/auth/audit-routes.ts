import { auditQuery, auditResponse } from '@champions/contract';
import { and, count, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accounts, auditLog } from '../../db/schema.ts';
import { requireRole } from './guard.ts';

/** GET /api/superadmin/audit: who did what as whom, when (impersonations and their writes, staff changes). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const actor = alias(accounts, 'actor');
  const target = alias(accounts, 'target');

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
    async (request) => {
      const { actorId, targetId, action, from, to, page, limit } = request.query;
      const filters: SQL[] = [];
      if (actorId) filters.push(eq(auditLog.actorId, actorId));
      if (targetId) filters.push(eq(auditLog.targetId, targetId));
      if (action)
        filters.push(
          action.endsWith('.') ? like(auditLog.action, `${action}%`) : eq(auditLog.action, action),
        );
      if (from) filters.push(gte(auditLog.createdAt, new Date(from)));
      if (to) filters.push(lte(auditLog.createdAt, new Date(to)));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, actorEmail: actor.email, targetEmail: target.email })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorId))
          .leftJoin(target, eq(target.id, auditLog.targetId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(auditLog).where(where),
      ]);
      const totalCount = total?.value ?? 0;
      return {
        entries: rows.map(({ entry, actorEmail, targetEmail }) => ({
          id: entry.id,
          actorId: entry.actorId,
          actorEmail,
          action: entry.action,
          targetId: entry.targetId,
          targetEmail,
          data: entry.data,
          createdAt: entry.createdAt.toISOString(),
        })),
        pagination: { page, limit, total: totalCount, totalPages: Math.ceil(totalCount / limit) },
      };
    },
  );
};
