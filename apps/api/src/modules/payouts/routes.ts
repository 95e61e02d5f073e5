import { PAYOUT_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { approvePayout } from './services/approve-payout.ts';
import { computePayouts } from './services/compute-payouts.ts';
import { downloadStatementPdf } from './services/download-statement-pdf.ts';
import { exportFile } from './services/export-file.ts';
import { exportPayouts } from './services/export-payouts.ts';
import { listAllPayouts } from './services/list-all-payouts.ts';
import { listExports } from './services/list-exports.ts';
import { listOwnPayoutEntries } from './services/list-own-payout-entries.ts';
import { listOwnPayouts } from './services/list-own-payouts.ts';
import { listPayoutEntries } from './services/list-payout-entries.ts';
import { markPayoutPaid } from './services/mark-payout-paid.ts';
import { setPartnerCommission } from './services/set-commission.ts';
import { showOwnPayout } from './services/show-own-payout.ts';
import { showPayout } from './services/show-payout.ts';
import { voidPayoutEntry } from './services/void-payout-entry.ts';

/** Partner payouts (PAYOUT_CALLS): the back office's review, approval, bank files and payment; the partner's view. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['superadmin'] };

  routeFromCall(app, PAYOUT_CALLS.list, tags, async ({ ctx, actor, query }) =>
    listAllPayouts(ctx, actor, query),
  );
  routeFromCall(app, PAYOUT_CALLS.compute, tags, async ({ ctx, actor, body }) =>
    computePayouts(ctx, actor, body),
  );
  routeFromCall(app, PAYOUT_CALLS.detail, tags, async ({ ctx, actor, params }) =>
    showPayout(ctx, actor, { payoutId: params.id }),
  );
  routeFromCall(app, PAYOUT_CALLS.entries, tags, async ({ ctx, actor, params, query }) =>
    listPayoutEntries(ctx, actor, { ...query, payoutId: params.id }),
  );
  routeFromCall(app, PAYOUT_CALLS.voidEntry, tags, async ({ ctx, actor, params, body }) =>
    voidPayoutEntry(ctx, actor, { payoutId: params.id, entryId: params.entryId, reason: body.reason }),
  );
  routeFromCall(app, PAYOUT_CALLS.commission, tags, async ({ ctx, actor, params, body }) =>
    setPartnerCommission(ctx, actor, { payoutId: params.id, commissionBps: body.commissionBps }),
  );
  routeFromCall(app, PAYOUT_CALLS.approve, tags, async ({ ctx, actor, params }) =>
    approvePayout(ctx, actor, { payoutId: params.id }),
  );
  routeFromCall(app, PAYOUT_CALLS.markPaid, tags, async ({ ctx, actor, params }) =>
    markPayoutPaid(ctx, actor, { payoutId: params.id }),
  );
  routeFromCall(app, PAYOUT_CALLS.createExport, tags, async ({ ctx, actor, body }) =>
    exportPayouts(ctx, actor, body),
  );
  routeFromCall(app, PAYOUT_CALLS.exports, tags, async ({ ctx, actor, query }) =>
    listExports(ctx, actor, query),
  );
  routeFromCall(app, PAYOUT_CALLS.exportFile, tags, async ({ ctx, actor, params, query, reply }) => {
    const file = await exportFile(ctx, actor, { exportId: params.id, format: query.format });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);
  });

  const partnerTags = { tags: ['admin'] };
  routeFromCall(app, PAYOUT_CALLS.partnerList, partnerTags, async ({ ctx, actor, query }) =>
    listOwnPayouts(ctx, actor, query),
  );
  routeFromCall(app, PAYOUT_CALLS.partnerDetail, partnerTags, async ({ ctx, actor, params }) =>
    showOwnPayout(ctx, actor, { payoutId: params.id }),
  );
  routeFromCall(app, PAYOUT_CALLS.partnerEntries, partnerTags, async ({ ctx, actor, params, query }) =>
    listOwnPayoutEntries(ctx, actor, { ...query, payoutId: params.id }),
  );
  routeFromCall(app, PAYOUT_CALLS.partnerStatementPdf, partnerTags, async ({ ctx, actor, params, reply }) => {
    const { pdf, fileName } = await downloadStatementPdf(ctx, actor, { payoutId: params.id });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });
};
