import { CREDIT_CALLS, PAYMENT_CALLS as calls } from '@champions/contract';
import type { Language } from '@champions/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { toMethodDto, toPaymentDetail } from './answers.ts';
import { loadCreditMovementNotePdf } from './credit-notes.ts';
import { loadPaymentPage } from './history.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { selectCreditBalance } from './ledger-repository.ts';
import { createLocalCardForm } from './local-card-form.ts';
import { routeMoneyCall } from './money-call.ts';
import { loadUserReceipt, loadUserReceiptPdf } from './user-receipt.ts';

/** The signed-in user's cards, payments, billing history and receipts; the local card form's calls. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const { payments } = app;
  const tags = { tags: ['payments'] };
  const methodsOf = async (userId: string) => ({
    paymentMethods: (await payments.listPaymentMethods(userId)).map(toMethodDto),
  });
  const detailOf = async (
    userId: string,
    payment: Parameters<typeof toPaymentDetail>[0],
    language: Language,
  ) => ({
    payment: toPaymentDetail(payment, language),
    credits: await selectCreditBalance(db, userId),
  });

  routeFromCall(app, calls.config, tags, async () => ({
    provider: payments.provider.name,
    publishableKey: payments.provider.publishableKey,
  }));

  routeFromCall(app, calls.methods, tags, async ({ request }) => methodsOf(currentAccount(request).id));

  routeFromCall(app, calls.setupIntent, tags, async ({ request }) =>
    payments.startCardSetup(currentAccount(request).id, idempotencyKeyOf(request.headers)),
  );

  routeFromCall(app, calls.syncSetupIntent, tags, async ({ params, request }) => {
    const account = currentAccount(request);
    await payments.syncSetupIntent(account.id, params.setupIntentId);
    return methodsOf(account.id);
  });

  routeFromCall(app, calls.removeMethod, tags, async ({ params, request }) => {
    const account = currentAccount(request);
    await payments.removePaymentMethod(account.id, params.paymentMethodId);
    return methodsOf(account.id);
  });

  routeFromCall(app, calls.setDefaultMethod, tags, async ({ body, request }) => {
    const account = currentAccount(request);
    await payments.setDefaultPaymentMethod(account.id, body.paymentMethodId);
    return methodsOf(account.id);
  });

  routeFromCall(app, calls.billingHistory, tags, async ({ query, request, language }) =>
    loadPaymentPage(db, currentAccount(request).id, query.page, query.limit, false, language),
  );

  routeFromCall(app, calls.payment, tags, async ({ params, request, language }) => {
    const account = currentAccount(request);
    return detailOf(account.id, await payments.userPayment(account.id, params.paymentId), language);
  });

  routeFromCall(app, calls.syncPayment, tags, async ({ params, request, language }) => {
    const account = currentAccount(request);
    return detailOf(account.id, await payments.syncPayment(account.id, params.paymentId), language);
  });

  routeFromCall(app, calls.cardSaving, tags, async ({ params, body, request, language }) => {
    const account = currentAccount(request);
    const payment = await payments.setCardSaving(account.id, params.paymentId, body.saveCard);
    return detailOf(account.id, payment, language);
  });

  routeMoneyCall(app, calls.payWithSavedCard, tags, async ({ params, body, request }) =>
    payments.payWithSavedCard(currentAccount(request).id, params.paymentId, body.paymentMethodId),
  );

  routeMoneyCall(app, calls.cancelPayment, tags, async ({ params, request, language }) => {
    const account = currentAccount(request);
    return detailOf(account.id, await payments.cancelPayment(account.id, params.paymentId), language);
  });

  routeFromCall(app, calls.receipt, tags, async ({ params, request }) => ({
    receipt: await loadUserReceipt(db, payments, currentAccount(request).id, params.paymentId),
  }));

  routeFromCall(app, calls.receiptPdf, tags, async ({ params, request, reply }) => {
    const { pdf, fileName } = await loadUserReceiptPdf(
      db,
      payments,
      currentAccount(request).id,
      params.paymentId,
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  routeFromCall(app, CREDIT_CALLS.creditNotePdf, tags, async ({ params, request, reply }) => {
    const { pdf, fileName } = await loadCreditMovementNotePdf(db, currentAccount(request).id, params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  const cardForm = createLocalCardForm(payments);
  routeFromCall(app, calls.localConfirm, tags, async ({ body, request }) =>
    cardForm.confirm(currentAccount(request).id, body),
  );
  routeFromCall(app, calls.localAuthenticate, tags, async ({ body, request }) =>
    cardForm.authenticate(currentAccount(request).id, body),
  );
};
