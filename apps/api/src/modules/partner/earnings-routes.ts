import { earningsQuery, earningsResponse } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireRole } from '../auth/index.ts';
import { earningsCsv, loadEarnings } from './earnings.ts';

/** The partner's earnings (SPEC /admin/earnings): per day or month, per venue and activity, CSV. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const adminOnly = { preHandler: requireRole('admin') } as const;
  const schema = { tags: ['admin'], security: [{ admin: [] }] };

  app.get(
    '/admin/earnings',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Entries and earnings per day or month, per venue and activity, and the payout balance',
        querystring: earningsQuery,
        response: { 200: earningsResponse },
      },
    },
    async (request) => loadEarnings(db, currentAccount(request).id, request.query),
  );

  app.get(
    '/admin/earnings.csv',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'The admitted entries of a range as CSV (semicolons, UTF-8 with BOM)',
        querystring: earningsQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const csv = await earningsCsv(db, currentAccount(request).id, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="vydelky-${request.query.from}-${request.query.to}.csv"`,
        )
        .send(csv);
    },
  );
};
