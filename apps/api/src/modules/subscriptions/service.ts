import { cancelSubscription } from './services/cancel.ts';
import { cancelPause } from './services/cancel-pause.ts';
import { cancelPendingSwitch } from './services/cancel-pending-switch.ts';
import { confirmPayment } from './services/confirm-payment.ts';
import { createSubscription } from './services/create.ts';
import type { SubscriptionsDeps } from './services/deps.ts';
import { extendSubscription } from './services/extend.ts';
import { registerSubscriptionFulfilments } from './services/fulfilments.ts';
import { pauseSubscription } from './services/pause.ts';
import { pauseInfo } from './services/pause-info.ts';
import { planName } from './services/plan-name.ts';
import { quoteSubscription } from './services/quote.ts';
import { reactivateSubscription } from './services/reactivate.ts';
import { switchPlan } from './services/switch-plan.ts';
import { withdraw } from './services/withdraw.ts';
import { withdrawalInfo } from './services/withdrawal-info.ts';

export type { SubscriptionsDeps };
export { planName };

/**
 * The subscription services (one per file in `services/`) bound to one app's dependencies; made once
 * per app, since it registers the subscription kinds' fulfilments with the payments service.
 */
export function createSubscriptionsService(deps: SubscriptionsDeps) {
  registerSubscriptionFulfilments(deps.payments, deps.clock);
  const bind =
    <A extends unknown[], R>(service: (deps: SubscriptionsDeps, ...rest: A) => R) =>
    (...rest: A): R =>
      service(deps, ...rest);
  return {
    create: bind(createSubscription),
    confirmPayment: bind(confirmPayment),
    quote: bind(quoteSubscription),
    cancel: bind(cancelSubscription),
    reactivate: bind(reactivateSubscription),
    extend: bind(extendSubscription),
    switchPlan: bind(switchPlan),
    cancelPendingSwitch: bind(cancelPendingSwitch),
    withdrawalInfo: bind(withdrawalInfo),
    withdraw: bind(withdraw),
    pauseInfo: bind(pauseInfo),
    pause: bind(pauseSubscription),
    cancelPause: bind(cancelPause),
    planName,
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
