import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerTextsIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { earningsCsv } from './services/earnings-csv.ts';
import { loadOwnEarnings } from './services/load-own-earnings.ts';

/** The partner's earnings (SPEC /admin/earnings): per day or month, per venue and activity, CSV. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['admin'] };

  routeFromCall(app, PARTNER_CALLS.earnings, tags, async ({ ctx, actor, query }) =>
    loadOwnEarnings(ctx, actor, query),
  );
  routeFromCall(app, PARTNER_CALLS.earningsCsv, tags, async ({ ctx, actor, query, reply, language }) => {
    const csv = await earningsCsv(ctx, actor, query);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${partnerTextsIn(language).earningsCsvFile(query.from, query.to)}"`,
      );
    return csv;
  });
};
