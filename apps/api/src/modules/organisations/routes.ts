import { PARTNER_ORG_CALLS, SCAN_CALLS, WALK_IN_PAY_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerOrganisationTextsIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { createLocalCardForm, routeMoneyCall } from '../payments/index.ts';
import { listOrganisationAdmins } from './services/list-admins.ts';
import { loadOrganisationOverview } from './services/load-overview.ts';
import { openAdminPanel } from './services/open-admin.ts';
import { organisationOverviewCsv } from './services/overview-csv.ts';
import { loadReceptionToday, scanAtDesk } from './services/reception.ts';
import { sellWalkIn, walkInOffer } from './services/walk-in.ts';
import { authenticateWalkInPay, payWalkInByCard, saleOfLink, walkInPayView } from './services/walk-in-pay.ts';
import { admitWalkIn, cancelWalkIn, walkInStatus } from './services/walk-in-status.ts';

/**
 * A partner organisation's calls (the route table's PARTNER_ORG_CALLS, partner token only): the
 * month's overview of its admin accounts, their panels, and its reception (scan, today, desk sale).
 */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, tokens } = app.ctx;
  const { payments } = app;
  const { cardKey } = app.entries;
  const tags = { tags: ['partner'] };
  const calls = PARTNER_ORG_CALLS;
  const cardForm = createLocalCardForm(payments);

  routeFromCall(app, calls.admins, tags, async ({ request }) =>
    listOrganisationAdmins(db, currentAccount(request).id),
  );
  routeFromCall(app, calls.overview, tags, async ({ query, request }) =>
    loadOrganisationOverview(db, currentAccount(request).id, query.month),
  );
  routeFromCall(app, calls.overviewCsv, tags, async ({ query, request, reply, language }) => {
    const csv = await organisationOverviewCsv(db, currentAccount(request).id, query.month, language);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${partnerOrganisationTextsIn(language).overviewCsvFile(query.month)}"`,
      );
    return csv;
  });
  routeFromCall(app, calls.openAdmin, tags, async ({ params, request }) =>
    openAdminPanel(db, tokens, currentAccount(request), params.adminId),
  );
  // the door's calls (SCAN_CALLS), mounted under /partner: the scan names the desk's venue
  await app.register(
    async (door) => {
      const doorTags = { ...tags, role: 'partner' as const };
      routeFromCall(
        door,
        SCAN_CALLS.scan,
        { ...doorTags, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
        async ({ body, request, language }) =>
          scanAtDesk(db, cardKey, currentAccount(request), body, clock.now(), app.ctx.events, language),
      );
      routeFromCall(door, SCAN_CALLS.today, doorTags, async ({ request }) =>
        loadReceptionToday(db, currentAccount(request), clock.now()),
      );
    },
    { prefix: '/partner' },
  );
  routeFromCall(app, calls.walkInOffer, tags, async ({ query, request }) =>
    walkInOffer(db, currentAccount(request), query.venueId, clock.now()),
  );
  routeMoneyCall(
    app,
    calls.walkIn,
    tags,
    async ({ body, request, key }) =>
      sellWalkIn(
        db,
        { payments, mailer: app.ctx.mailer, publicUrl: app.ctx.config.PUBLIC_URL },
        currentAccount(request),
        body,
        key,
        clock.now(),
      ),
    { keyRequired: true },
  );
  routeFromCall(app, calls.walkInStatus, tags, async ({ params, request }) =>
    walkInStatus(db, payments, currentAccount(request), params.paymentId, clock.now()),
  );
  routeFromCall(app, calls.walkInCancel, tags, async ({ params, request }) =>
    cancelWalkIn(db, payments, currentAccount(request), params.paymentId, clock.now()),
  );
  routeFromCall(app, calls.walkInAdmit, tags, async ({ params, body, request, language }) =>
    admitWalkIn(
      db,
      payments,
      currentAccount(request),
      params.paymentId,
      body,
      clock.now(),
      app.ctx.events,
      language,
    ),
  );

  // the customer's payment page of a desk sale: public, by the link's token
  // an unguessable token, and still a per-address limit on guessing
  const payTags = { tags: ['public'], config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };
  const pay = WALK_IN_PAY_CALLS;
  routeFromCall(app, pay.view, payTags, async ({ params }) =>
    walkInPayView(db, payments, params.token, clock.now()),
  );
  routeMoneyCall(
    app,
    pay.card,
    payTags,
    async ({ params, body }) => payWalkInByCard(db, { payments, cardForm }, params.token, body, clock.now()),
    { accountOf: async ({ params }) => (await saleOfLink(db, params.token)).userId },
  );
  routeFromCall(app, pay.authenticate, payTags, async ({ params, body }) =>
    authenticateWalkInPay(db, { payments, cardForm }, params.token, body, clock.now()),
  );
};
