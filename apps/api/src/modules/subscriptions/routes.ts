import { randomUUID } from 'node:crypto';
import { SUBSCRIPTION_CALLS as CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount, routeFromCall } from '../auth/index.ts';
import { idempotencyKeyOf, replayAnswer, runIdempotent } from '../payments/index.ts';
import { createPauseService } from './pause.ts';
import { createSubscriptionsService } from './service.ts';

/** SPEC 7 subscription calls (the route table's SUBSCRIPTION_CALLS); routes only parse, call the service and answer. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config } = app.ctx;
  const payments = app.payments;
  const service = createSubscriptionsService({ db, clock, payments, mailer, publicUrl: config.PUBLIC_URL });
  const pauses = createPauseService({ db, clock });
  const tags = { tags: ['subscriptions'] };
  const userId = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;

  routeFromCall(app, CALLS.create, tags, async ({ body, request }) => {
    const accountId = userId(request);
    const answer = await runIdempotent(
      db,
      { accountId, scope: 'subscription-create', key: idempotencyKeyOf(request.headers), body },
      async (key) => ({ statusCode: 200, body: await service.create(accountId, body, key) }),
    );
    return replayAnswer(answer);
  });
  routeFromCall(app, CALLS.confirmPayment, tags, async ({ body, request }) =>
    service.confirmPayment(userId(request), body.paymentIntentId),
  );
  routeFromCall(app, CALLS.quote, tags, async ({ query, request }) => service.quote(userId(request), query));
  routeFromCall(app, CALLS.cancel, tags, async ({ body, request }) =>
    service.cancel(userId(request), body.cancellationType, idempotencyKeyOf(request.headers) ?? randomUUID()),
  );
  routeFromCall(app, CALLS.reactivate, tags, async ({ request }) => service.reactivate(userId(request)));
  routeFromCall(app, CALLS.extend, tags, async ({ request }) => service.extend(userId(request)));
  routeFromCall(app, CALLS.switchPlan, tags, async ({ body, request }) =>
    service.switchPlan(userId(request), body, idempotencyKeyOf(request.headers) ?? randomUUID()),
  );
  routeFromCall(app, CALLS.cancelPendingSwitch, tags, async ({ request }) =>
    service.cancelPendingSwitch(userId(request)),
  );
  routeFromCall(app, CALLS.withdrawalInfo, tags, async ({ request }) =>
    service.withdrawalInfo(userId(request)),
  );
  routeFromCall(app, CALLS.withdraw, tags, async ({ request }) => service.withdraw(userId(request)));
  routeFromCall(app, CALLS.pauseInfo, tags, async ({ request }) => pauses.info(userId(request)));
  routeFromCall(app, CALLS.pause, tags, async ({ body, request }) =>
    pauses.pause(userId(request), body.periods),
  );
  routeFromCall(app, CALLS.cancelPause, tags, async ({ request }) => pauses.cancel(userId(request)));
};
