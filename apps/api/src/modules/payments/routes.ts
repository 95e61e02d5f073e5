import { CREDIT_CALLS, PAYMENT_CALLS as calls } from '@champions/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { routeMoneyCall } from './money-call.ts';
import { abandonOwnPayment } from './services/abandon-own-payment.ts';
import { authenticateLocalCard } from './services/authenticate-local-card.ts';
import { checkOwnPayment } from './services/check-own-payment.ts';
import { chooseCardSaving } from './services/choose-card-saving.ts';
import { chooseDefaultCard } from './services/choose-default-card.ts';
import { confirmLocalCard } from './services/confirm-local-card.ts';
import { listBillingHistory } from './services/list-billing-history.ts';
import { listOwnCards } from './services/list-own-cards.ts';
import { loadOwnCreditNotePdf } from './services/load-own-credit-note-pdf.ts';
import { loadOwnPayment } from './services/load-own-payment.ts';
import { loadOwnReceipt } from './services/load-own-receipt.ts';
import { loadOwnReceiptPdf } from './services/load-own-receipt-pdf.ts';
import { loadPaymentConfig } from './services/load-payment-config.ts';
import { payWithOwnSavedCard } from './services/pay-with-own-saved-card.ts';
import { removeOwnCard } from './services/remove-own-card.ts';
import { saveAddedCard } from './services/save-added-card.ts';
import { startAddingCard } from './services/start-adding-card.ts';

/** A private PDF download: the file as an attachment, never kept by a cache. */
const sendPdf = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** The signed-in user's cards, payments, billing history and receipts; the local card form's calls. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['payments'] };

  routeFromCall(app, calls.config, tags, async ({ ctx, actor }) => loadPaymentConfig(ctx, actor));
  routeFromCall(app, calls.methods, tags, async ({ ctx, actor }) => listOwnCards(ctx, actor));
  routeFromCall(app, calls.setupIntent, tags, async ({ ctx, actor, request }) =>
    startAddingCard(ctx, actor, { idempotencyKey: idempotencyKeyOf(request.headers) }),
  );
  routeFromCall(app, calls.syncSetupIntent, tags, async ({ ctx, actor, params }) =>
    saveAddedCard(ctx, actor, params),
  );
  routeFromCall(app, calls.removeMethod, tags, async ({ ctx, actor, params }) =>
    removeOwnCard(ctx, actor, params),
  );
  routeFromCall(app, calls.setDefaultMethod, tags, async ({ ctx, actor, body }) =>
    chooseDefaultCard(ctx, actor, body),
  );
  routeFromCall(app, calls.billingHistory, tags, async ({ ctx, actor, query }) =>
    listBillingHistory(ctx, actor, query),
  );
  routeFromCall(app, calls.payment, tags, async ({ ctx, actor, params }) =>
    loadOwnPayment(ctx, actor, params),
  );
  routeFromCall(app, calls.syncPayment, tags, async ({ ctx, actor, params }) =>
    checkOwnPayment(ctx, actor, params),
  );
  routeFromCall(app, calls.cardSaving, tags, async ({ ctx, actor, params, body }) =>
    chooseCardSaving(ctx, actor, { ...params, ...body }),
  );
  routeMoneyCall(app, calls.payWithSavedCard, tags, async ({ ctx, actor, params, body }) =>
    payWithOwnSavedCard(ctx, actor, { ...params, ...body }),
  );
  routeMoneyCall(app, calls.cancelPayment, tags, async ({ ctx, actor, params }) =>
    abandonOwnPayment(ctx, actor, params),
  );
  routeFromCall(app, calls.receipt, tags, async ({ ctx, actor, params }) =>
    loadOwnReceipt(ctx, actor, params),
  );
  routeFromCall(app, calls.receiptPdf, tags, async ({ ctx, actor, params, reply }) =>
    sendPdf(reply, await loadOwnReceiptPdf(ctx, actor, params)),
  );
  routeFromCall(app, CREDIT_CALLS.creditNotePdf, tags, async ({ ctx, actor, params, reply }) =>
    sendPdf(reply, await loadOwnCreditNotePdf(ctx, actor, { entryId: params.id })),
  );
  routeFromCall(app, calls.localConfirm, tags, async ({ ctx, actor, body }) =>
    confirmLocalCard(ctx, actor, body),
  );
  routeFromCall(app, calls.localAuthenticate, tags, async ({ ctx, actor, body }) =>
    authenticateLocalCard(ctx, actor, body),
  );
};
