import { REFUND_CALLS, USER_REFUND_CALLS } from '@champions/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { listUserRefunds } from './services/list-user-refunds.ts';
import { loadCreditNotePdf } from './services/load-credit-note-pdf.ts';
import { loadUserCreditNotePdf } from './services/load-user-credit-note-pdf.ts';
import { refundCardPayment } from './services/refund-card-payment.ts';
import { listUserCardPayments } from './services/refund-view.ts';

const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

/** Back-office refunds of card payments (superadmin) and the user's credit notes (/platba). */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['superadmin'] };
  routeFromCall(app, REFUND_CALLS.userPayments, tags, async ({ ctx, actor, params, query }) =>
    listUserCardPayments(ctx, actor, { userId: params.id, ...query }),
  );
  routeMoneyCall(
    app,
    REFUND_CALLS.refund,
    tags,
    async ({ ctx, actor, params, body, key }) =>
      refundCardPayment(ctx, actor, { userId: params.id, paymentId: params.paymentId, ...body, key }),
    { keyRequired: true },
  );
  routeFromCall(app, REFUND_CALLS.creditNotePdf, tags, async ({ ctx, actor, params, reply }) =>
    sendPdf(reply, await loadCreditNotePdf(ctx, actor, { refundId: params.refundId })),
  );
  const userTags = { tags: ['payments'] };
  routeFromCall(app, USER_REFUND_CALLS.list, userTags, async ({ ctx, actor, query }) =>
    listUserRefunds(ctx, actor, query),
  );
  routeFromCall(app, USER_REFUND_CALLS.creditNotePdf, userTags, async ({ ctx, actor, params, reply }) =>
    sendPdf(reply, await loadUserCreditNotePdf(ctx, actor, { refundId: params.refundId })),
  );
};
