import { COMPANY_CALLS as CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { acceptInvitation } from './services/accept-invitation.ts';
import { changeCompanyDetails } from './services/change-company-details.ts';
import { downloadInvoicePdf } from './services/download-invoice-pdf.ts';
import { invitationPreview } from './services/invitation-preview.ts';
import { inviteEmployees } from './services/invite-employees.ts';
import { issueThisMonthsInvoice } from './services/issue-this-months-invoice.ts';
import { listInvoices } from './services/list-invoices.ts';
import { listSeats } from './services/list-seats.ts';
import { readCompanyDetails } from './services/read-company-details.ts';
import { removeSeat } from './services/remove-seat.ts';

/**
 * The corporate plan (COMPANY_CALLS): a company's details and employee seats, always of the company
 * the business token names (another company's seat is not found); the employee's acceptance.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['business'] };

  routeFromCall(app, CALLS.details, tags, async ({ ctx, actor }) => readCompanyDetails(ctx, actor));
  routeFromCall(app, CALLS.updateDetails, tags, async ({ ctx, actor, body }) =>
    changeCompanyDetails(ctx, actor, body),
  );
  routeFromCall(app, CALLS.seats, tags, async ({ ctx, actor, query }) => listSeats(ctx, actor, query));
  routeFromCall(app, CALLS.invite, tags, async ({ ctx, actor, body }) => inviteEmployees(ctx, actor, body));
  routeFromCall(app, CALLS.removeSeat, tags, async ({ ctx, actor, params }) =>
    removeSeat(ctx, actor, { seatId: params.id }),
  );
  routeFromCall(app, CALLS.invoices, tags, async ({ ctx, actor }) => listInvoices(ctx, actor));
  routeFromCall(app, CALLS.issueInvoice, tags, async ({ ctx, actor }) => issueThisMonthsInvoice(ctx, actor));
  routeFromCall(app, CALLS.invoicePdf, tags, async ({ ctx, actor, params, reply }) => {
    const { pdf, fileName } = await downloadInvoicePdf(ctx, actor, params);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });
  routeFromCall(app, CALLS.invitationPreview, { tags: ['subscriptions'] }, async ({ ctx, actor, query }) =>
    invitationPreview(ctx, actor, query),
  );
  routeMoneyCall(
    app,
    CALLS.acceptInvitation,
    { tags: ['subscriptions'] },
    async ({ ctx, actor, body, key }) => acceptInvitation(ctx, actor, { ...body, key }),
  );
};
