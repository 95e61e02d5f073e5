import { REFUND_CALLS, USER_REFUND_CALLS } from '@champions/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { listUserRefunds, loadCreditNotePdf, loadUserCreditNotePdf } from './services/credit-note-files.ts';
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
  const { db, clock, mailer, config } = app.ctx;
  const tags = { tags: ['superadmin'] };
  routeFromCall(app, REFUND_CALLS.userPayments, tags, async ({ params, query }) =>
    listUserCardPayments(db, params.id, query),
  );
  routeMoneyCall(
    app,
    REFUND_CALLS.refund,
    tags,
    async ({ params, body, request, key }) =>
      refundCardPayment(
        {
          db,
          config,
          mailer,
          provider: app.payments.provider,
          now: () => clock.now(),
          log: app.log,
          events: app.ctx.events,
        },
        currentAccount(request),
        params,
        body,
        key,
      ),
    { keyRequired: true },
  );
  routeFromCall(app, REFUND_CALLS.creditNotePdf, tags, async ({ params, reply }) =>
    sendPdf(reply, await loadCreditNotePdf(db, params.refundId)),
  );
  const userTags = { tags: ['payments'] };
  routeFromCall(app, USER_REFUND_CALLS.list, userTags, async ({ query, request }) =>
    listUserRefunds(db, currentAccount(request).id, query),
  );
  routeFromCall(app, USER_REFUND_CALLS.creditNotePdf, userTags, async ({ params, request, reply }) =>
    sendPdf(reply, await loadUserCreditNotePdf(db, currentAccount(request).id, params.refundId)),
  );
};
