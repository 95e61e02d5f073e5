import { BACKOFFICE_BUSINESS_CALLS as CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { listBusinessInvoices } from './services/business-invoices.ts';
import { listBusinesses } from './services/list-businesses.ts';
import { loadBusinessInvoicePdf } from './services/load-business-invoice-pdf.ts';
import { markInvoicePaid } from './services/mark-invoice-paid.ts';

/** The back office's companies (/superadmin/business): the list, their invoices, marking one paid. */
export const businessBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['superadmin'] };
  routeFromCall(app, CALLS.list, tags, async ({ ctx, actor, query }) => listBusinesses(ctx, actor, query));
  routeFromCall(app, CALLS.invoices, tags, async ({ ctx, actor, params }) =>
    listBusinessInvoices(ctx, actor, { companyId: params.id }),
  );
  routeFromCall(app, CALLS.invoicePdf, tags, async ({ ctx, actor, params, reply }) => {
    const file = await loadBusinessInvoicePdf(ctx, actor, { number: params.number });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf);
  });
  routeFromCall(app, CALLS.markPaid, tags, async ({ ctx, actor, params }) =>
    markInvoicePaid(ctx, actor, { number: params.number }),
  );
};
