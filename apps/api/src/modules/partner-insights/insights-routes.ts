import { PARTNER_CALLS, PARTNER_ORG_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insightsTextsIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { insightsCsv, organisationInsightsCsv } from './services/insights-csv.ts';
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
  const { db, clock } = app.ctx;

  routeFromCall(app, PARTNER_CALLS.insights, { tags: ['admin'] }, async ({ query, request }) =>
    loadInsights(db, currentAccount(request).id, query, clock.now()),
  );
  routeFromCall(
    app,
    PARTNER_CALLS.insightsCsv,
    { tags: ['admin'] },
    async ({ query, request, reply, language }) => {
      const figures = await loadInsights(db, currentAccount(request).id, query, clock.now());
      reply.headers(csvHeaders(insightsTextsIn(language).csvFile(query.table, query.from, query.to)));
      return insightsCsv(figures, query.table, language);
    },
  );
  routeFromCall(app, PARTNER_ORG_CALLS.insights, { tags: ['partner'] }, async ({ query, request }) =>
    loadOrganisationInsights(db, currentAccount(request).id, query, clock.now()),
  );
  routeFromCall(
    app,
    PARTNER_ORG_CALLS.insightsCsv,
    { tags: ['partner'] },
    async ({ query, request, reply, language }) => {
      const insights = await loadOrganisationInsights(db, currentAccount(request).id, query, clock.now());
      reply.headers(csvHeaders(insightsTextsIn(language).organisationCsvFile(query.from, query.to)));
      return organisationInsightsCsv(insights, language);
    },
  );
};
