import {
  billingHistoryQuery,
  billingHistoryResponse,
  idempotencyKeyHeader,
  localAuthenticateBody,
  localConfirmBody,
  localConfirmResponse,
  paymentConfigResponse,
  paymentDetailResponse,
  paymentIdParams,
  paymentMethodIdParams,
  paymentMethodsResponse,
  type ReceiptDto,
  receiptResponse,
  setDefaultPaymentMethodBody,
  setupIntentResponse,
} from '@champions/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, receipts } from '../../db/schema.ts';
import { BadRequestError, NotFoundError } from '../../shared/errors.ts';
import { currentAccount, requireRole } from '../auth/index.ts';
import { loadPaymentPage } from '../users/index.ts';
import { replayAnswer, runIdempotent } from './idempotency.ts';
import { LocalPaymentProvider } from './local-provider.ts';
import { renderReceiptPdf } from './receipts.ts';
import type { Payment } from './service.ts';

/** The optional Idempotency-Key header, checked; a bad one is 400. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeyHeader.safeParse(raw);
  if (!parsed.success)
    throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Neplatný Idempotency-Key.');
  return parsed.data;
}

const toMethodDto = (m: {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}) => ({
  id: m.id,
  card: { brand: m.brand, last4: m.last4, exp_month: m.expMonth, exp_year: m.expYear },
  isDefault: m.isDefault,
});

const toPaymentDetail = (p: Payment) => ({
  id: p.id,
  kind: p.kind,
  description: p.description,
  amount: p.amount,
  creditsUsed: p.creditsUsed,
  currency: p.currency,
  status: p.status,
  receiptNumber: p.receiptNumber,
  createdAt: p.createdAt.toISOString(),
  totalAmount: p.totalAmount,
  creditsBack: p.creditsBack,
  lastError: p.lastError,
  paidAt: p.paidAt?.toISOString() ?? null,
});

/** The signed-in user's cards, payments, billing history and receipts; the local card form's calls. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const { payments } = app;
  const guarded = { preHandler: requireRole('user') } as const;
  const tags = { tags: ['payments'], security: [{ user: [] }] };

  const credits = async (userId: string) =>
    (await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, userId)))[0]
      ?.credits ?? 0;

  app.get(
    '/user/payments/config',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Which card provider the card modal uses',
        response: { 200: paymentConfigResponse },
      },
    },
    async () => ({ provider: payments.provider.name, publishableKey: payments.provider.publishableKey }),
  );

  app.get(
    '/user/payment-methods',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'The user’s saved cards (SPEC 7)',
        response: { 200: paymentMethodsResponse },
      },
    },
    async (request) => ({
      paymentMethods: (await payments.listPaymentMethods(currentAccount(request).id)).map(toMethodDto),
    }),
  );

  app.post(
    '/user/payment-methods/setup-intent',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'A SetupIntent to save a card; accepts an Idempotency-Key header',
        response: { 200: setupIntentResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const result = await runIdempotent(
        db,
        { accountId: account.id, scope: 'setup-intent', key: idempotencyKeyOf(request.headers), body: {} },
        async (key) => ({ statusCode: 200, body: await payments.createSetupIntent(account.id, key) }),
      );
      return replayAnswer(result);
    },
  );

  app.post(
    '/user/payment-methods/setup-intent/:setupIntentId/sync',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Saves the card of a confirmed SetupIntent now (without waiting for the webhook)',
        params: z.object({ setupIntentId: z.string().regex(/^seti_\w{4,200}$/, 'Neplatné ID.') }),
        response: { 200: paymentMethodsResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      await payments.syncSetupIntent(account.id, request.params.setupIntentId);
      return { paymentMethods: (await payments.listPaymentMethods(account.id)).map(toMethodDto) };
    },
  );

  app.delete(
    '/user/payment-methods/:paymentMethodId',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Removes a saved card',
        params: paymentMethodIdParams,
        response: { 200: paymentMethodsResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      await payments.removePaymentMethod(account.id, request.params.paymentMethodId);
      return { paymentMethods: (await payments.listPaymentMethods(account.id)).map(toMethodDto) };
    },
  );

  app.put(
    '/user/subscriptions/payment-method',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Sets the default card, also for the live subscription (SPEC 7)',
        body: setDefaultPaymentMethodBody,
        response: { 200: paymentMethodsResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      await payments.setDefaultPaymentMethod(account.id, request.body.paymentMethodId);
      return { paymentMethods: (await payments.listPaymentMethods(account.id)).map(toMethodDto) };
    },
  );

  app.get(
    '/user/subscriptions/billing-history',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Payments, newest first, amounts in minor units (SPEC 7)',
        querystring: billingHistoryQuery,
        response: { 200: billingHistoryResponse },
      },
    },
    async (request) =>
      loadPaymentPage(db, currentAccount(request).id, request.query.page, request.query.limit),
  );

  app.get(
    '/user/payments/:paymentId',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'One payment of the user',
        params: paymentIdParams,
        response: { 200: paymentDetailResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const payment = await payments.userPayment(account.id, request.params.paymentId);
      return { payment: toPaymentDetail(payment), credits: await credits(account.id) };
    },
  );

  app.post(
    '/user/payments/:paymentId/sync',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Asks the provider about the payment and applies it (after the card modal)',
        params: paymentIdParams,
        response: { 200: paymentDetailResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const payment = await payments.syncPayment(account.id, request.params.paymentId);
      return { payment: toPaymentDetail(payment), credits: await credits(account.id) };
    },
  );

  app.post(
    '/user/payments/:paymentId/cancel',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Abandons an unpaid payment; its credits come back',
        params: paymentIdParams,
        response: { 200: paymentDetailResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const payment = await payments.cancelPayment(account.id, request.params.paymentId);
      return { payment: toPaymentDetail(payment), credits: await credits(account.id) };
    },
  );

  const loadReceipt = async (userId: string, paymentId: string): Promise<ReceiptDto> => {
    await payments.userPayment(userId, paymentId);
    const [row] = await db
      .select()
      .from(receipts)
      .where(and(eq(receipts.paymentId, paymentId)));
    if (!row) throw new NotFoundError('K této platbě není daňový doklad.');
    return row.document as ReceiptDto;
  };

  app.get(
    '/user/payments/:paymentId/receipt',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'The payment’s tax document',
        params: paymentIdParams,
        response: { 200: receiptResponse },
      },
    },
    async (request) => ({ receipt: await loadReceipt(currentAccount(request).id, request.params.paymentId) }),
  );

  app.get(
    '/user/payments/:paymentId/receipt.pdf',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'The payment’s tax document as PDF',
        params: paymentIdParams,
        response: { 200: z.any().describe('application/pdf') },
      },
    },
    async (request, reply) => {
      const receipt = await loadReceipt(currentAccount(request).id, request.params.paymentId);
      const pdf = await renderReceiptPdf(receipt);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="doklad-${receipt.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // ---------------------------------------------------------------- the local provider's card form

  const local = payments.provider instanceof LocalPaymentProvider ? payments.provider : null;

  /** The intent behind a client secret, if it is this user's (otherwise 404). */
  const localIntent = async (userId: string, clientSecret: string) => {
    if (!local) throw new NotFoundError('Vestavěná platební brána není zapnutá.');
    const id = clientSecret.split('_secret_')[0] ?? '';
    const customerId = await payments.ensureCustomer(userId);
    const kind = id.startsWith('seti_') ? 'setup' : id.startsWith('pi_') ? 'payment' : null;
    const intent =
      kind === 'setup'
        ? await local.retrieveSetupIntent(id).catch(() => null)
        : kind === 'payment'
          ? await local.retrievePaymentIntent(id).catch(() => null)
          : null;
    if (!kind || !intent || intent.clientSecret !== clientSecret || intent.customerId !== customerId) {
      throw new NotFoundError('Platba nebyla nalezena.');
    }
    return { kind, id } as const;
  };

  const toConfirmAnswer = (
    intentType: 'payment' | 'setup',
    intent: { id: string; status: string; lastError: { code: string; message: string } | null },
  ) => ({
    intentType,
    id: intent.id,
    status: intent.status as z.infer<typeof localConfirmResponse>['status'],
    error: intent.status === 'requires_payment_method' ? intent.lastError : null,
  });

  app.post(
    '/user/payments/local/confirm',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Built-in provider: confirms a payment or setup intent with a card (like Stripe.js)',
        body: localConfirmBody,
        response: { 200: localConfirmResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const { kind, id } = await localIntent(account.id, request.body.clientSecret);
      let input:
        | { card: { number: string; expMonth: number; expYear: number; cvc: string } }
        | { paymentMethodId: string };
      if ('paymentMethodId' in request.body) {
        const methods = await payments.listPaymentMethods(account.id);
        const method = methods.find(
          (m) => m.id === (request.body as { paymentMethodId: string }).paymentMethodId,
        );
        if (!method) throw new NotFoundError('Platební karta nebyla nalezena.');
        input = { paymentMethodId: method.providerId };
      } else {
        input = { card: request.body.card };
      }
      if (kind === 'setup') return toConfirmAnswer('setup', await local!.confirmSetupIntent(id, input));
      return toConfirmAnswer('payment', await local!.confirmPaymentIntent(id, input));
    },
  );

  app.post(
    '/user/payments/local/authenticate',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Built-in provider: the extra confirmation (3-D Secure) of a card that asks for it',
        body: localAuthenticateBody,
        response: { 200: localConfirmResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const { kind, id } = await localIntent(account.id, request.body.clientSecret);
      if (kind === 'setup')
        return toConfirmAnswer('setup', await local!.authenticateSetupIntent(id, request.body.approve));
      return toConfirmAnswer('payment', await local!.authenticatePaymentIntent(id, request.body.approve));
    },
  );
};
