import { COMPANY_CALLS as CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { answerLanguage } from '../../shared/error-handler.ts';
import { AppError } from '../../shared/errors.ts';
import { currentAccount } from '../auth/index.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { selectInvoice } from './invoice-repository.ts';
import { acceptInvitation } from './services/accept-invitation.ts';
import { changeCompanyDetails, readCompanyDetails } from './services/company-details.ts';
import { companyInvoicePdf } from './services/company-invoice-pdf.ts';
import { invitationPreview } from './services/invitation-preview.ts';
import { inviteEmployees } from './services/invite-employees.ts';
import { issueInvoice, listInvoices } from './services/invoices.ts';
import { listSeats } from './services/list-seats.ts';
import { removeSeat } from './services/remove-seat.ts';

/**
 * The corporate plan (COMPANY_CALLS): a company's details and employee seats, always of the company
 * the business token names (another company's seat is not found); the employee's acceptance.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config } = app.ctx;
  const tags = { tags: ['business'] };
  const me = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;
  const mailDeps = () => ({ db, mailer, publicUrl: config.PUBLIC_URL, now: clock.now() });

  routeFromCall(app, CALLS.details, tags, async ({ request }) =>
    readCompanyDetails(db, me(request), clock.now()),
  );
  routeFromCall(app, CALLS.updateDetails, tags, async ({ body, request }) =>
    changeCompanyDetails(db, me(request), body, clock.now()),
  );
  routeFromCall(app, CALLS.seats, tags, async ({ query, request }) =>
    listSeats(db, me(request), query, clock.now()),
  );
  routeFromCall(app, CALLS.invite, tags, async ({ body, request }) =>
    inviteEmployees(mailDeps(), me(request), body),
  );
  routeFromCall(app, CALLS.removeSeat, tags, async ({ params, request }) =>
    removeSeat(mailDeps(), me(request), params.id),
  );
  routeFromCall(app, CALLS.invoices, tags, async ({ request }) => listInvoices(db, me(request)));
  routeFromCall(app, CALLS.issueInvoice, tags, async ({ request }) =>
    issueInvoice({ db, config, now: clock.now() }, me(request)),
  );
  routeFromCall(app, CALLS.invoicePdf, tags, async ({ params, request, reply }) => {
    const invoice = await selectInvoice(db, me(request), params.number);
    if (!invoice) throw new AppError('COMPANY_INVOICE_NOT_FOUND');
    const { pdf, fileName } = await companyInvoicePdf(db, invoice);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });
  routeFromCall(app, CALLS.invitationPreview, { tags: ['subscriptions'] }, async ({ query, request }) =>
    invitationPreview({ db, now: clock.now() }, me(request), query.token, answerLanguage(request)),
  );
  routeMoneyCall(app, CALLS.acceptInvitation, { tags: ['subscriptions'] }, async ({ body, request, key }) =>
    acceptInvitation(
      { db, subscriptions: app.subscriptions.service, now: clock.now() },
      me(request),
      body,
      key,
      answerLanguage(request),
    ),
  );
};
