import {
  BACKOFFICE_CALLS,
  BACKOFFICE_DASHBOARD_CALLS,
  BACKOFFICE_ENTRY_CALLS,
  BACKOFFICE_PARTNER_CALLS,
  CATEGORY_CALLS,
  REQUEST_INBOX_CALLS,
} from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backofficeTextsIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { businessBackofficeRoutes } from './businesses-routes.ts';
import { refundRoutes } from './refund-routes.ts';
import { addRequestNote } from './services/add-request-note.ts';
import { adjustUserCredits } from './services/adjust-user-credits.ts';
// partner approval and suspension
import { approvePartnerRequest } from './services/approve-partner-request.ts';
import { assignRequest } from './services/assign-request.ts';
import { auditCsv } from './services/audit-csv.ts';
import { blockUser } from './services/block-user.ts';
import { createCategory } from './services/create-category.ts';
import { deleteCategory } from './services/delete-category.ts';
import { exportUser } from './services/export-user.ts';
import { liftPartnerSuspension } from './services/lift-partner-suspension.ts';
import { listCategories } from './services/list-categories.ts';
import { listEntries } from './services/list-entries.ts';
import { listRequests } from './services/list-requests.ts';
import { listUsers } from './services/list-users.ts';
import { loadDashboard } from './services/load-dashboard.ts';
import { loadSuperadminData } from './services/load-superadmin-data.ts';
import { loadUserTimeline } from './services/load-user-timeline.ts';
import { moveCategory } from './services/move-category.ts';
import { loadPartner } from './services/partner-view.ts';
import { rejectPartnerRequest } from './services/reject-partner-request.ts';
import { replyToRequest } from './services/reply-to-request.ts';
import { loadRequest } from './services/request-view.ts';
import { resendUserVerification } from './services/resend-user-verification.ts';
import { searchBackoffice } from './services/search-backoffice.ts';
import { setRequestState } from './services/set-request-state.ts';
import { startImpersonation } from './services/start-impersonation.ts';
import { suspendPartner } from './services/suspend-partner.ts';
import { updateCategory } from './services/update-category.ts';
import { voidEntry } from './services/void-entry.ts';

/** The back office calls (the route table's BACKOFFICE_CALLS): parse, call the service, answer. */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['superadmin'] };

  routeFromCall(app, BACKOFFICE_CALLS.overview, tags, async ({ ctx, actor }) =>
    loadSuperadminData(ctx, actor),
  );
  routeFromCall(app, BACKOFFICE_CALLS.impersonate, tags, async ({ ctx, actor, body }) =>
    startImpersonation(ctx, actor, body),
  );
  routeFromCall(app, BACKOFFICE_CALLS.users, tags, async ({ ctx, actor, query }) =>
    listUsers(ctx, actor, query),
  );
  routeFromCall(app, BACKOFFICE_CALLS.user, tags, async ({ ctx, actor, params, query }) =>
    loadUserTimeline(ctx, actor, { userId: params.id, limit: query.limit }),
  );
  routeMoneyCall(
    app,
    BACKOFFICE_CALLS.adjustUserCredits,
    tags,
    async ({ ctx, actor, params, body, key }) =>
      adjustUserCredits(ctx, actor, { userId: params.id, key, ...body }),
    { keyRequired: true },
  );
  routeFromCall(app, BACKOFFICE_CALLS.blockUser, tags, async ({ ctx, actor, params, body }) =>
    blockUser(ctx, actor, { userId: params.id, ...body }),
  );
  routeFromCall(app, BACKOFFICE_CALLS.resendUserVerification, tags, async ({ ctx, actor, params }) =>
    resendUserVerification(ctx, actor, { userId: params.id }),
  );
  routeFromCall(app, BACKOFFICE_CALLS.exportUser, tags, async ({ ctx, actor, params, reply, language }) => {
    const fileName = backofficeTextsIn(language).userExportFile;
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return exportUser(ctx, actor, { userId: params.id });
  });
  routeFromCall(app, BACKOFFICE_CALLS.auditCsv, tags, async ({ ctx, actor, query, reply, language }) => {
    const csv = await auditCsv(ctx, actor, query);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${backofficeTextsIn(language).auditCsvFile}"`);
    return csv;
  });

  // the category lists: every change clears the public cache, so the filters show it at once
  routeFromCall(app, CATEGORY_CALLS.list, tags, async ({ ctx, actor, query }) =>
    listCategories(ctx, actor, query),
  );
  routeFromCall(app, CATEGORY_CALLS.create, tags, async ({ ctx, actor, body }) =>
    createCategory(ctx, actor, body),
  );
  routeFromCall(app, CATEGORY_CALLS.update, tags, async ({ ctx, actor, params, body }) =>
    updateCategory(ctx, actor, { ...params, ...body }),
  );
  routeFromCall(app, CATEGORY_CALLS.move, tags, async ({ ctx, actor, params, body }) =>
    moveCategory(ctx, actor, { ...params, direction: body.direction }),
  );
  routeFromCall(app, CATEGORY_CALLS.remove, tags, async ({ ctx, actor, params }) =>
    deleteCategory(ctx, actor, params),
  );

  // the Requests inbox: every write is audited; a reply is stored and mailed in one transaction
  const inbox = REQUEST_INBOX_CALLS;
  routeFromCall(app, inbox.list, tags, async ({ ctx, actor, query }) => listRequests(ctx, actor, query));
  routeFromCall(app, inbox.detail, tags, async ({ ctx, actor, params }) =>
    loadRequest(ctx, actor, { requestId: params.id }),
  );
  routeFromCall(app, inbox.setState, tags, async ({ ctx, actor, params, body }) =>
    setRequestState(ctx, actor, { requestId: params.id, ...body }),
  );
  routeFromCall(app, inbox.assign, tags, async ({ ctx, actor, params, body }) =>
    assignRequest(ctx, actor, { requestId: params.id, ...body }),
  );
  routeFromCall(app, inbox.addNote, tags, async ({ ctx, actor, params, body }) =>
    addRequestNote(ctx, actor, { requestId: params.id, ...body }),
  );
  routeFromCall(app, inbox.reply, tags, async ({ ctx, actor, params, body }) =>
    replyToRequest(ctx, actor, { requestId: params.id, ...body }),
  );
  // the entries (scans): a page with filters, and voiding a wrong one (moves credit: one per account at a time)
  routeFromCall(app, BACKOFFICE_ENTRY_CALLS.list, tags, async ({ ctx, actor, query }) =>
    listEntries(ctx, actor, query),
  );
  routeMoneyCall(app, BACKOFFICE_ENTRY_CALLS.void, tags, async ({ ctx, actor, params, body }) =>
    voidEntry(ctx, actor, { entryId: params.id, reason: body.reason }),
  );
  // the dashboard and the header's one search box (read-only)
  routeFromCall(app, BACKOFFICE_DASHBOARD_CALLS.dashboard, tags, async ({ ctx, actor, query }) =>
    loadDashboard(ctx, actor, { days: query.days as 30 | 90 }),
  );
  routeFromCall(app, BACKOFFICE_DASHBOARD_CALLS.search, tags, async ({ ctx, actor, query }) =>
    searchBackoffice(ctx, actor, query),
  );
  // partners: approval from a request, the detail, suspension (moves credit) and lifting it
  const partners = BACKOFFICE_PARTNER_CALLS;
  routeFromCall(app, partners.approve, tags, async ({ ctx, actor, params }) =>
    approvePartnerRequest(ctx, actor, { requestId: params.id }),
  );
  routeFromCall(app, partners.reject, tags, async ({ ctx, actor, params, body }) =>
    rejectPartnerRequest(ctx, actor, { requestId: params.id, reason: body.reason }),
  );
  routeFromCall(app, partners.detail, tags, async ({ ctx, actor, params }) =>
    loadPartner(ctx, actor, { partnerId: params.id }),
  );
  routeMoneyCall(app, partners.suspend, tags, async ({ ctx, actor, params, body }) =>
    suspendPartner(ctx, actor, { partnerId: params.id, reason: body.reason }),
  );
  routeFromCall(app, partners.lift, tags, async ({ ctx, actor, params, body }) =>
    liftPartnerSuspension(ctx, actor, { partnerId: params.id, reason: body.reason }),
  );
  // refunds of card payments with their credit notes (refund-routes.ts)
  await app.register(refundRoutes);
  // the companies of the corporate plan and their invoices (businesses-routes.ts)
  await app.register(businessBackofficeRoutes);
};
