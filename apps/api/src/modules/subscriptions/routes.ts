import { SUBSCRIPTION_CALLS as CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { answerLanguage } from '../../shared/error-handler.ts';
import { currentAccount } from '../auth/index.ts';
import { routeMoneyCall } from '../payments/index.ts';

/**
 * SPEC 7 subscription calls (the route table's SUBSCRIPTION_CALLS); routes only parse, call the service
 * and answer. Every call that changes the plan is a money call: one per account at a time, replayed
 * for a repeated Idempotency-Key.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service } = app.subscriptions;
  const tags = { tags: ['subscriptions'] };
  const userId = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;

  routeMoneyCall(app, CALLS.create, tags, async ({ body, request, key }) =>
    service.create(userId(request), body, key, { language: answerLanguage(request) }),
  );
  routeMoneyCall(app, CALLS.confirmPayment, tags, async ({ body, request }) =>
    service.confirmPayment(userId(request), body.paymentIntentId),
  );
  routeFromCall(app, CALLS.quote, tags, async ({ query, request }) => service.quote(userId(request), query));
  routeMoneyCall(app, CALLS.cancel, tags, async ({ body, request, key }) =>
    service.cancel(userId(request), body.cancellationType, key),
  );
  routeMoneyCall(app, CALLS.reactivate, tags, async ({ request }) => service.reactivate(userId(request)));
  routeMoneyCall(app, CALLS.extend, tags, async ({ request }) => service.extend(userId(request)));
  routeMoneyCall(app, CALLS.switchPlan, tags, async ({ body, request, key }) =>
    service.switchPlan(userId(request), body, key),
  );
  routeMoneyCall(app, CALLS.cancelPendingSwitch, tags, async ({ request }) =>
    service.cancelPendingSwitch(userId(request)),
  );
  routeFromCall(app, CALLS.withdrawalInfo, tags, async ({ request }) =>
    service.withdrawalInfo(userId(request)),
  );
  routeMoneyCall(app, CALLS.withdraw, tags, async ({ request }) => service.withdraw(userId(request)));
  routeFromCall(app, CALLS.pauseInfo, tags, async ({ request }) =>
    service.pauseInfo(userId(request), answerLanguage(request)),
  );
  routeMoneyCall(app, CALLS.pause, tags, async ({ body, request }) =>
    service.pause(userId(request), body.periods),
  );
  routeMoneyCall(app, CALLS.cancelPause, tags, async ({ request }) => service.cancelPause(userId(request)));
};
