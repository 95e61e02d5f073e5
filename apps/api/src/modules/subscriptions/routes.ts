import { randomUUID } from 'node:crypto';
import {
  cancelPauseResponse,
  cancelPendingSwitchResponse,
  cancelSubscriptionBody,
  cancelSubscriptionResponse,
  confirmSubscriptionPaymentBody,
  confirmSubscriptionPaymentResponse,
  createSubscriptionBody,
  createSubscriptionResponse,
  extendSubscriptionResponse,
  pauseInfoResponse,
  pauseSubscriptionBody,
  pauseSubscriptionResponse,
  reactivateSubscriptionResponse,
  subscriptionQuoteQuery,
  subscriptionQuoteResponse,
  switchSubscriptionBody,
  switchSubscriptionResponse,
  withdrawalInfoResponse,
  withdrawResponse,
} from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount, requireRole } from '../auth/index.ts';
import { idempotencyKeyOf, replayAnswer, runIdempotent } from '../payments/index.ts';
import { createPauseService } from './pause.ts';
import { createSubscriptionsService } from './service.ts';

/** SPEC 7 subscription calls; routes only parse, call the service and answer. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config } = app.ctx;
  const payments = app.payments;
  const service = createSubscriptionsService({ db, clock, payments, mailer, publicUrl: config.PUBLIC_URL });
  const pauses = createPauseService({ db, clock });
  const guarded = { preHandler: requireRole('user') } as const;
  const tags = { tags: ['subscriptions'], security: [{ user: [] }] };

  app.post(
    '/user/subscriptions',
    {
      ...guarded,
      schema: {
        ...tags,
        summary:
          'Buys a Championship or PAYG+: completes at once, or answers the card payment data (SPEC 7); accepts an Idempotency-Key header',
        body: createSubscriptionBody,
        response: { 200: createSubscriptionResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const answer = await runIdempotent(
        db,
        {
          accountId: account.id,
          scope: 'subscription-create',
          key: idempotencyKeyOf(request.headers),
          body: request.body,
        },
        async (key) => ({ statusCode: 200, body: await service.create(account.id, request.body, key) }),
      );
      return replayAnswer(answer);
    },
  );

  app.post(
    '/user/subscriptions/confirm-payment',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'After the card modal: applies the payment (or the card check) and answers the subscription',
        body: confirmSubscriptionPaymentBody,
        response: { 200: confirmSubscriptionPaymentResponse },
      },
    },
    async (request) => service.confirmPayment(currentAccount(request).id, request.body.paymentIntentId),
  );

  app.get(
    '/user/subscriptions/quote',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'The switch quote (with newType, newAreaId) and the cancellation details, before confirming',
        querystring: subscriptionQuoteQuery,
        response: { 200: subscriptionQuoteResponse },
      },
    },
    async (request) => service.quote(currentAccount(request).id, request.query),
  );

  app.put(
    '/user/subscriptions/cancel-subscription',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Cancels: at_period_end (yearly: with the catch-up fee) or at_whole_end (yearly, no fee)',
        body: cancelSubscriptionBody,
        response: { 200: cancelSubscriptionResponse },
      },
    },
    async (request) =>
      service.cancel(
        currentAccount(request).id,
        request.body.cancellationType,
        idempotencyKeyOf(request.headers) ?? randomUUID(),
      ),
  );

  app.put(
    '/user/subscriptions/reactivate-subscription',
    {
      ...guarded,
      schema: {
        ...tags,
        summary:
          'Clears the cancellation and any pending switch; within 28 days the catch-up fee comes back as credit',
        response: { 200: reactivateSubscriptionResponse },
      },
    },
    async (request) => service.reactivate(currentAccount(request).id),
  );

  app.put(
    '/user/subscriptions/extend-subscription',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Extends the yearly plan by one more year (13 periods)',
        response: { 200: extendSubscriptionResponse },
      },
    },
    async (request) => service.extend(currentAccount(request).id),
  );

  app.put(
    '/user/subscriptions/switch-subscription',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Changes location, duration or plan, priced by the switch quote',
        body: switchSubscriptionBody,
        response: { 200: switchSubscriptionResponse },
      },
    },
    async (request) =>
      service.switchPlan(
        currentAccount(request).id,
        request.body,
        idempotencyKeyOf(request.headers) ?? randomUUID(),
      ),
  );

  app.put(
    '/user/subscriptions/cancel-pending-switch',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Cancels a pending switch; a catch-up fee paid for it comes back as credit',
        response: { 200: cancelPendingSwitchResponse },
      },
    },
    async (request) => service.cancelPendingSwitch(currentAccount(request).id),
  );

  app.get(
    '/user/subscriptions/withdrawal',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Whether the contract can still be withdrawn from (14 days, §1829) and what comes back',
        response: { 200: withdrawalInfoResponse },
      },
    },
    async (request) => service.withdrawalInfo(currentAccount(request).id),
  );

  app.post(
    '/user/subscriptions/withdraw',
    {
      ...guarded,
      schema: {
        ...tags,
        summary:
          'Withdraws from the contract within 14 days: days used are charged (§1834), the rest returned',
        response: { 200: withdrawResponse },
      },
    },
    async (request) => service.withdraw(currentAccount(request).id),
  );

  app.get(
    '/user/subscriptions/pause',
    {
      ...guarded,
      schema: {
        ...tags,
        summary:
          'Pausing a flexible Championship: the current pause, the 1-3 period choices with dates and what is not charged, the yearly limit',
        response: { 200: pauseInfoResponse },
      },
    },
    async (request) => pauses.info(currentAccount(request).id),
  );

  app.put(
    '/user/subscriptions/pause-subscription',
    {
      ...guarded,
      schema: {
        ...tags,
        summary:
          'Pauses a flexible Championship from its next period for 1 to 3 periods (at most twice in 52 weeks); nothing is charged while paused',
        body: pauseSubscriptionBody,
        response: { 200: pauseSubscriptionResponse },
      },
    },
    async (request) => pauses.pause(currentAccount(request).id, request.body.periods),
  );

  app.put(
    '/user/subscriptions/cancel-pause',
    {
      ...guarded,
      schema: {
        ...tags,
        summary: 'Cancels a planned pause, or ends a running one with the current period',
        response: { 200: cancelPauseResponse },
      },
    },
    async (request) => pauses.cancel(currentAccount(request).id),
  );
};
