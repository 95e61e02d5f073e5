import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerTextsIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { earningsCsv } from './services/earnings-csv.ts';
import { loadEarnings } from './services/load-earnings.ts';

/** The partner's earnings (SPEC /admin/earnings): per day or month, per venue and activity, CSV. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = { tags: ['admin'] };

  routeFromCall(app, PARTNER_CALLS.earnings, tags, async ({ query, request }) =>
    loadEarnings(db, currentAccount(request).id, query),
  );
  routeFromCall(app, PARTNER_CALLS.earningsCsv, tags, async ({ query, request, reply, language }) => {
    const csv = await earningsCsv(db, currentAccount(request).id, query, language);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${partnerTextsIn(language).earningsCsvFile(query.from, query.to)}"`,
      );
    return csv;
  });
};
