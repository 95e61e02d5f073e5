/**
 * # Subscriptions module (Championship yearly / flexible, PAYG+)
 *
 * Routes (`routes.ts`, SPEC 7) over a service (`service.ts`, every rule from `@champions/domain`)
 * over queries (`repository.ts`). Payments go through `app.ctx.payments` (credits first, the card,
 * fulfilments `subscription`, `catch_up_fee`, `switch`). The billing lifecycle (`lifecycle.ts`) runs
 * as jobs on the shared jobs table; states and transitions are listed in docs/business-rules.md.
 */
export { createSubscriptionLifecycle, type SubscriptionLifecycle } from './lifecycle.ts';
export { createPauseService, type PauseService } from './pause.ts';
export { subscriptionRoutes } from './routes.ts';
export { createSubscriptionsService, planName } from './service.ts';
