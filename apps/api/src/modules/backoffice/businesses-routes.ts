import { BACKOFFICE_BUSINESS_CALLS as CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { listBusinessInvoices, loadBusinessInvoicePdf } from './services/business-invoices.ts';
import { listBusinesses } from './services/list-businesses.ts';
import { markInvoicePaid } from './services/mark-invoice-paid.ts';

/** The back office's companies (/superadmin/business): the list, their invoices, marking one paid. */
export const businessBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer } = app.ctx;
  const publicUrl = app.ctx.config.PUBLIC_URL;
  const tags = { tags: ['superadmin'] };
  routeFromCall(app, CALLS.list, tags, async ({ query }) => listBusinesses(db, query));
  routeFromCall(app, CALLS.invoices, tags, async ({ params }) => listBusinessInvoices(db, params.id));
  routeFromCall(app, CALLS.invoicePdf, tags, async ({ params, reply }) => {
    const file = await loadBusinessInvoicePdf(db, params.number);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf);
  });
  routeFromCall(app, CALLS.markPaid, tags, async ({ params, request }) =>
    markInvoicePaid(db, currentAccount(request), params.number, clock.now(), { mailer, publicUrl }),
  );
};
