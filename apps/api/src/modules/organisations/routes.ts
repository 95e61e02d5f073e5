import { PARTNER_ORG_CALLS, SCAN_CALLS, WALK_IN_PAY_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerOrganisationTextsIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { admitWalkIn } from './services/admit-walk-in.ts';
import { authenticateWalkInPay } from './services/authenticate-walk-in-pay.ts';
import { cancelWalkIn } from './services/cancel-walk-in.ts';
import { listOrganisationAdmins } from './services/list-admins.ts';
import { loadOrganisationOverview } from './services/load-overview.ts';
import { openAdminPanel } from './services/open-admin.ts';
import { organisationOverviewCsv } from './services/overview-csv.ts';
import { saleOfLink } from './services/pay-link-sale.ts';
import { payWalkInByCard } from './services/pay-walk-in-by-card.ts';
import { loadReceptionToday } from './services/reception-today.ts';
import { scanAtDesk } from './services/scan-at-desk.ts';
import { sellWalkIn } from './services/sell-walk-in.ts';
import { walkInOffer } from './services/walk-in-offer.ts';
import { walkInPayView } from './services/walk-in-pay-view.ts';
import { walkInStatus } from './services/walk-in-status.ts';

/**
 * A partner organisation's calls (the route table's PARTNER_ORG_CALLS, partner token only): the
 * month's overview of its admin accounts, their panels, and its reception (scan, today, desk sale).
 */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['partner'] };
  const calls = PARTNER_ORG_CALLS;

  routeFromCall(app, calls.admins, tags, async ({ ctx, actor }) => listOrganisationAdmins(ctx, actor));
  routeFromCall(app, calls.overview, tags, async ({ ctx, actor, query }) =>
    loadOrganisationOverview(ctx, actor, { month: query.month }),
  );
  routeFromCall(app, calls.overviewCsv, tags, async ({ ctx, actor, query, reply, language }) => {
    const csv = await organisationOverviewCsv(ctx, actor, { month: query.month });
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${partnerOrganisationTextsIn(language).overviewCsvFile(query.month)}"`,
      );
    return csv;
  });
  routeFromCall(app, calls.openAdmin, tags, async ({ ctx, actor, params }) =>
    openAdminPanel(ctx, actor, { adminId: params.adminId }),
  );
  // the door's calls (SCAN_CALLS), mounted under /partner: the scan names the desk's venue
  await app.register(
    async (door) => {
      const doorTags = { ...tags, role: 'partner' as const };
      routeFromCall(
        door,
        SCAN_CALLS.scan,
        { ...doorTags, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
        async ({ ctx, actor, body }) => scanAtDesk(ctx, actor, body),
      );
      routeFromCall(door, SCAN_CALLS.today, doorTags, async ({ ctx, actor }) =>
        loadReceptionToday(ctx, actor),
      );
    },
    { prefix: '/partner' },
  );
  routeFromCall(app, calls.walkInOffer, tags, async ({ ctx, actor, query }) =>
    walkInOffer(ctx, actor, { venueId: query.venueId }),
  );
  routeMoneyCall(
    app,
    calls.walkIn,
    tags,
    async ({ ctx, actor, body, key }) => sellWalkIn(ctx, actor, { ...body, key }),
    { keyRequired: true },
  );
  routeFromCall(app, calls.walkInStatus, tags, async ({ ctx, actor, params }) =>
    walkInStatus(ctx, actor, { paymentId: params.paymentId }),
  );
  routeFromCall(app, calls.walkInCancel, tags, async ({ ctx, actor, params }) =>
    cancelWalkIn(ctx, actor, { paymentId: params.paymentId }),
  );
  routeFromCall(app, calls.walkInAdmit, tags, async ({ ctx, actor, params, body }) =>
    admitWalkIn(ctx, actor, { paymentId: params.paymentId, ...body }),
  );

  // the customer's payment page of a desk sale: public, by the link's token
  // an unguessable token, and still a per-address limit on guessing
  const payTags = { tags: ['public'], config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };
  const pay = WALK_IN_PAY_CALLS;
  routeFromCall(app, pay.view, payTags, async ({ ctx, actor, params }) =>
    walkInPayView(ctx, actor, { token: params.token }),
  );
  routeMoneyCall(
    app,
    pay.card,
    payTags,
    async ({ ctx, actor, params, body }) => payWalkInByCard(ctx, actor, { token: params.token, ...body }),
    { accountOf: async ({ ctx, params }) => (await saleOfLink(ctx.db, params.token)).userId },
  );
  routeFromCall(app, pay.authenticate, payTags, async ({ ctx, actor, params, body }) =>
    authenticateWalkInPay(ctx, actor, { token: params.token, ...body }),
  );
};
