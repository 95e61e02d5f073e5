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
import { accountMail, currentAccount } from '../auth/index.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { businessBackofficeRoutes } from './businesses-routes.ts';
import { refundRoutes } from './refund-routes.ts';
import { addRequestNote } from './services/add-request-note.ts';
import { adjustUserCredits } from './services/adjust-user-credits.ts';
// partner approval and suspension
import { approvePartnerRequest, rejectPartnerRequest } from './services/approve-partner-request.ts';
import { assignRequest } from './services/assign-request.ts';
import { auditCsv } from './services/audit-csv.ts';
import { blockUser } from './services/block-user.ts';
import { createCategory } from './services/create-category.ts';
import { deleteCategory } from './services/delete-category.ts';
import { exportUser } from './services/export-user.ts';
import { listCategories } from './services/list-categories.ts';
import { listEntries } from './services/list-entries.ts';
import { listRequests } from './services/list-requests.ts';
import { listUsers } from './services/list-users.ts';
import { loadDashboard } from './services/load-dashboard.ts';
import { loadSuperadminData } from './services/load-superadmin-data.ts';
import { loadUserTimeline } from './services/load-user-timeline.ts';
import { moveCategory } from './services/move-category.ts';
import { loadPartner } from './services/partner-view.ts';
import { replyToRequest } from './services/reply-to-request.ts';
import { loadRequest } from './services/request-view.ts';
import { resendUserVerification } from './services/resend-user-verification.ts';
import { searchBackoffice } from './services/search-backoffice.ts';
import { setRequestState } from './services/set-request-state.ts';
import { startImpersonation } from './services/start-impersonation.ts';
import { liftPartnerSuspension, suspendPartner } from './services/suspend-partner.ts';
import { updateCategory } from './services/update-category.ts';
import { voidEntry } from './services/void-entry.ts';

/** The back office calls (the route table's BACKOFFICE_CALLS): parse, call the service, answer. */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, tokens, mailer, config } = app.ctx;
  const tags = { tags: ['superadmin'] };
  const userMail = accountMail(app, 'user');

  routeFromCall(app, BACKOFFICE_CALLS.overview, tags, async () => loadSuperadminData(db, clock.now()));
  routeFromCall(app, BACKOFFICE_CALLS.impersonate, tags, async ({ body, request }) =>
    startImpersonation(db, tokens, currentAccount(request), body.adminId),
  );
  routeFromCall(app, BACKOFFICE_CALLS.users, tags, async ({ query }) => listUsers(db, query));
  routeFromCall(app, BACKOFFICE_CALLS.user, tags, async ({ params, query }) =>
    loadUserTimeline(db, params.id, query.limit),
  );
  routeMoneyCall(
    app,
    BACKOFFICE_CALLS.adjustUserCredits,
    tags,
    async ({ params, body, request, key }) =>
      adjustUserCredits(
        { db, mailer, publicUrl: config.PUBLIC_URL },
        currentAccount(request),
        params.id,
        body,
        key,
      ),
    { keyRequired: true },
  );
  routeFromCall(app, BACKOFFICE_CALLS.blockUser, tags, async ({ params, body, request }) =>
    blockUser(db, currentAccount(request), params.id, body, clock.now()),
  );
  routeFromCall(app, BACKOFFICE_CALLS.resendUserVerification, tags, async ({ params, request, language }) =>
    resendUserVerification(db, userMail, currentAccount(request), params.id, language),
  );
  routeFromCall(app, BACKOFFICE_CALLS.exportUser, tags, async ({ params, request, reply, language }) => {
    const fileName = backofficeTextsIn(language).userExportFile;
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return exportUser(db, currentAccount(request), params.id, clock.now());
  });
  routeFromCall(app, BACKOFFICE_CALLS.auditCsv, tags, async ({ query, reply, language }) => {
    const csv = await auditCsv(db, query, language);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${backofficeTextsIn(language).auditCsvFile}"`);
    return csv;
  });

  // the category lists: every change clears the public cache, so the filters show it at once
  const write = { db, changed: app.ctx.catalogueChanged };
  routeFromCall(app, CATEGORY_CALLS.list, tags, async ({ query }) => listCategories(db, query));
  routeFromCall(app, CATEGORY_CALLS.create, tags, async ({ body, request }) =>
    createCategory(write, currentAccount(request), body),
  );
  routeFromCall(app, CATEGORY_CALLS.update, tags, async ({ params, body, request }) =>
    updateCategory(write, currentAccount(request), params, body),
  );
  routeFromCall(app, CATEGORY_CALLS.move, tags, async ({ params, body, request, language }) =>
    moveCategory(write, currentAccount(request), params, body.direction, language),
  );
  routeFromCall(app, CATEGORY_CALLS.remove, tags, async ({ params, request, language }) =>
    deleteCategory(write, currentAccount(request), params, language),
  );

  // the Requests inbox: every write is audited; a reply is stored and mailed in one transaction
  const inbox = REQUEST_INBOX_CALLS;
  routeFromCall(app, inbox.list, tags, async ({ query, request }) =>
    listRequests(db, currentAccount(request), query),
  );
  routeFromCall(app, inbox.detail, tags, async ({ params }) => loadRequest(db, params.id));
  routeFromCall(app, inbox.setState, tags, async ({ params, body, request }) =>
    setRequestState(db, currentAccount(request), params.id, body, clock.now()),
  );
  routeFromCall(app, inbox.assign, tags, async ({ params, body, request }) =>
    assignRequest(db, currentAccount(request), params.id, body, clock.now()),
  );
  routeFromCall(app, inbox.addNote, tags, async ({ params, body, request }) =>
    addRequestNote(db, currentAccount(request), params.id, body, clock.now()),
  );
  routeFromCall(app, inbox.reply, tags, async ({ params, body, request }) =>
    replyToRequest({ db, mailer }, currentAccount(request), params.id, body, clock.now()),
  );
  // the entries (scans): a page with filters, and voiding a wrong one (moves credit: one per account at a time)
  routeFromCall(app, BACKOFFICE_ENTRY_CALLS.list, tags, async ({ query }) => listEntries(db, query));
  routeMoneyCall(app, BACKOFFICE_ENTRY_CALLS.void, tags, async ({ params, body, request }) =>
    voidEntry(
      db,
      currentAccount(request),
      params.id,
      body.reason,
      clock.now(),
      app.ctx.events,
      mailer,
      config.PUBLIC_URL,
    ),
  );
  // the dashboard and the header's one search box (read-only)
  routeFromCall(app, BACKOFFICE_DASHBOARD_CALLS.dashboard, tags, async ({ query }) =>
    loadDashboard(db, query.days as 30 | 90, clock.now()),
  );
  routeFromCall(app, BACKOFFICE_DASHBOARD_CALLS.search, tags, async ({ query }) =>
    searchBackoffice(db, query),
  );
  // partners: approval from a request, the detail, suspension (moves credit) and lifting it
  const partners = BACKOFFICE_PARTNER_CALLS;
  const partnerDeps = {
    db,
    mailer,
    publicUrl: config.PUBLIC_URL,
    changed: app.ctx.catalogueChanged,
    events: app.ctx.events,
  };
  routeFromCall(app, partners.approve, tags, async ({ params, request, language }) =>
    approvePartnerRequest({ ...partnerDeps, language }, currentAccount(request), params.id, clock.now()),
  );
  routeFromCall(app, partners.reject, tags, async ({ params, body, request, language }) =>
    rejectPartnerRequest(
      { ...partnerDeps, language },
      currentAccount(request),
      params.id,
      body.reason,
      clock.now(),
    ),
  );
  routeFromCall(app, partners.detail, tags, async ({ params }) => loadPartner(db, params.id, clock.now()));
  routeMoneyCall(app, partners.suspend, tags, async ({ params, body, request }) =>
    suspendPartner(partnerDeps, currentAccount(request), params.id, body.reason, clock.now()),
  );
  routeFromCall(app, partners.lift, tags, async ({ params, body, request }) =>
    liftPartnerSuspension(partnerDeps, currentAccount(request), params.id, body.reason, clock.now()),
  );
  // refunds of card payments with their credit notes (refund-routes.ts)
  await app.register(refundRoutes);
  // the companies of the corporate plan and their invoices (businesses-routes.ts)
  await app.register(businessBackofficeRoutes);
};
