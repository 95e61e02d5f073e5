import { SUBSCRIPTION_CALLS as CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { cancelSubscription } from './services/cancel.ts';
import { cancelPause } from './services/cancel-pause.ts';
import { cancelPendingSwitch } from './services/cancel-pending-switch.ts';
import { confirmPayment } from './services/confirm-payment.ts';
import { createSubscription } from './services/create.ts';
import { extendSubscription } from './services/extend.ts';
import { pauseSubscription } from './services/pause.ts';
import { pauseInfo } from './services/pause-info.ts';
import { quoteSubscription } from './services/quote.ts';
import { reactivateSubscription } from './services/reactivate.ts';
import { switchPlan } from './services/switch-plan.ts';
import { withdraw } from './services/withdraw.ts';
import { withdrawalInfo } from './services/withdrawal-info.ts';

/**
 * SPEC 7 subscription calls (the route table's SUBSCRIPTION_CALLS); routes only parse, call the use case
 * and answer. Every call that changes the plan is a money call: one per account at a time, replayed
 * for a repeated Idempotency-Key.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['subscriptions'] };

  routeMoneyCall(app, CALLS.create, tags, async ({ ctx, actor, body, key }) =>
    createSubscription(ctx, actor, { ...body, key }),
  );
  routeMoneyCall(app, CALLS.confirmPayment, tags, async ({ ctx, actor, body }) =>
    confirmPayment(ctx, actor, body),
  );
  routeFromCall(app, CALLS.quote, tags, async ({ ctx, actor, query }) =>
    quoteSubscription(ctx, actor, query),
  );
  routeMoneyCall(app, CALLS.cancel, tags, async ({ ctx, actor, body, key }) =>
    cancelSubscription(ctx, actor, { ...body, key }),
  );
  routeMoneyCall(app, CALLS.reactivate, tags, async ({ ctx, actor }) => reactivateSubscription(ctx, actor));
  routeMoneyCall(app, CALLS.extend, tags, async ({ ctx, actor }) => extendSubscription(ctx, actor));
  routeMoneyCall(app, CALLS.switchPlan, tags, async ({ ctx, actor, body, key }) =>
    switchPlan(ctx, actor, { ...body, key }),
  );
  routeMoneyCall(app, CALLS.cancelPendingSwitch, tags, async ({ ctx, actor }) =>
    cancelPendingSwitch(ctx, actor),
  );
  routeFromCall(app, CALLS.withdrawalInfo, tags, async ({ ctx, actor }) => withdrawalInfo(ctx, actor));
  routeMoneyCall(app, CALLS.withdraw, tags, async ({ ctx, actor }) => withdraw(ctx, actor));
  routeFromCall(app, CALLS.pauseInfo, tags, async ({ ctx, actor }) => pauseInfo(ctx, actor));
  routeMoneyCall(app, CALLS.pause, tags, async ({ ctx, actor, body }) => pauseSubscription(ctx, actor, body));
  routeMoneyCall(app, CALLS.cancelPause, tags, async ({ ctx, actor }) => cancelPause(ctx, actor));
};
