import { PARTNER_CALLS, PARTNER_ORG_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insightsTextsIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { exportInsightsCsv } from './services/export-insights-csv.ts';
import { exportOrganisationInsightsCsv } from './services/export-organisation-insights-csv.ts';
import { loadInsights } from './services/load-insights.ts';
import { loadOrganisationInsights } from './services/load-organisation-insights.ts';

const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
});

/**
 * The dashboard "Přehled" (read-only): the partner's (/admin/dashboard) for its own venues and the
 * organisation's (/partner/admin) for every venue of the admin accounts it owns.
 */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeFromCall(app, PARTNER_CALLS.insights, { tags: ['admin'] }, async ({ ctx, actor, query }) =>
    loadInsights(ctx, actor, query),
  );
  routeFromCall(
    app,
    PARTNER_CALLS.insightsCsv,
    { tags: ['admin'] },
    async ({ ctx, actor, query, reply, language }) => {
      const csv = await exportInsightsCsv(ctx, actor, query);
      reply.headers(csvHeaders(insightsTextsIn(language).csvFile(query.table, query.from, query.to)));
      return csv;
    },
  );
  routeFromCall(app, PARTNER_ORG_CALLS.insights, { tags: ['partner'] }, async ({ ctx, actor, query }) =>
    loadOrganisationInsights(ctx, actor, query),
  );
  routeFromCall(
    app,
    PARTNER_ORG_CALLS.insightsCsv,
    { tags: ['partner'] },
    async ({ ctx, actor, query, reply, language }) => {
      const csv = await exportOrganisationInsightsCsv(ctx, actor, query);
      reply.headers(csvHeaders(insightsTextsIn(language).organisationCsvFile(query.from, query.to)));
      return csv;
    },
  );
};
