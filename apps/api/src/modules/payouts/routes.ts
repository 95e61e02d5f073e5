import { PAYOUT_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { PAYOUT_TEXTS } from '../../shared/messages.ts';
import { currentAccount } from '../auth/index.ts';
import { approvePayout } from './services/approve-payout.ts';
import { computePayouts } from './services/compute-payouts.ts';
import { exportFile } from './services/export-file.ts';
import { exportPayouts } from './services/export-payouts.ts';
import { listExports } from './services/list-exports.ts';
import { listPayouts } from './services/list-payouts.ts';
import { findPayout, loadPayout, loadPayoutEntries } from './services/load-payout.ts';
import { markPayoutPaid } from './services/mark-payout-paid.ts';
import { setPartnerCommission } from './services/set-commission.ts';
import { renderStatementPdf } from './services/statement-pdf.ts';
import { voidPayoutEntry } from './services/void-payout-entry.ts';

/** Partner payouts (PAYOUT_CALLS): the back office's review, approval, bank files and payment; the partner's view. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, mailer } = app.ctx;
  const tags = { tags: ['superadmin'] };
  const actor = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;

  routeFromCall(app, PAYOUT_CALLS.list, tags, async ({ query }) => listPayouts(db, query));
  routeFromCall(app, PAYOUT_CALLS.compute, tags, async ({ body, request }) =>
    computePayouts(db, actor(request), body, clock.now()),
  );
  routeFromCall(app, PAYOUT_CALLS.detail, tags, async ({ params }) => loadPayout(db, params.id));
  routeFromCall(app, PAYOUT_CALLS.entries, tags, async ({ params, query }) =>
    loadPayoutEntries(db, params.id, query),
  );
  routeFromCall(app, PAYOUT_CALLS.voidEntry, tags, async ({ params, body, request }) =>
    voidPayoutEntry(
      db,
      actor(request),
      { payoutId: params.id, entryId: params.entryId, reason: body.reason },
      clock.now(),
    ),
  );
  routeFromCall(app, PAYOUT_CALLS.commission, tags, async ({ params, body, request }) =>
    setPartnerCommission(db, actor(request), { payoutId: params.id, commissionBps: body.commissionBps }),
  );
  routeFromCall(app, PAYOUT_CALLS.approve, tags, async ({ params, request }) =>
    approvePayout(db, actor(request), params.id, clock.now()),
  );
  routeFromCall(app, PAYOUT_CALLS.markPaid, tags, async ({ params, request }) =>
    markPayoutPaid({ db, config, mailer, events: app.ctx.events }, actor(request), params.id, clock.now()),
  );
  routeFromCall(app, PAYOUT_CALLS.createExport, tags, async ({ body, request }) =>
    exportPayouts(db, actor(request), body, clock.now()),
  );
  routeFromCall(app, PAYOUT_CALLS.exports, tags, async ({ query }) => listExports(db, query));
  routeFromCall(app, PAYOUT_CALLS.exportFile, tags, async ({ params, query, reply }) => {
    const file = await exportFile(db, config, params.id, query.format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);
  });

  const partnerTags = { tags: ['admin'] };
  routeFromCall(app, PAYOUT_CALLS.partnerList, partnerTags, async ({ query, request }) =>
    listPayouts(db, query, actor(request)),
  );
  routeFromCall(app, PAYOUT_CALLS.partnerDetail, partnerTags, async ({ params, request }) =>
    loadPayout(db, params.id, actor(request)),
  );
  routeFromCall(app, PAYOUT_CALLS.partnerEntries, partnerTags, async ({ params, query, request }) =>
    loadPayoutEntries(db, params.id, query, actor(request)),
  );
  routeFromCall(app, PAYOUT_CALLS.partnerStatementPdf, partnerTags, async ({ params, request, reply }) => {
    const payout = await findPayout(db, params.id, actor(request));
    const pdf = await renderStatementPdf(db, config, payout);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${PAYOUT_TEXTS.fileName(payout.periodKey)}"`)
      .send(pdf);
  });
};
