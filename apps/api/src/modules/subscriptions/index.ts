/**
 * # Subscriptions module (Championship yearly / flexible, PAYG+)
 *
 * Routes (`routes.ts`, SPEC 7) over one service per use case (`services/`, every rule from
 * `@champions/domain`; `service.ts` binds them to the app's dependencies) over queries
 * (`repository.ts`). Payments go through `app.ctx.payments` (credits first, the card, fulfilments
 * `subscription`, `catch_up_fee`, `switch`, registered in `services/fulfilments.ts`). The billing lifecycle (`lifecycle.ts`) runs
 * as jobs on the shared jobs table; states and transitions are listed in docs/business-rules.md.
 */
// the user's data shows who pays a company-paid plan
export { loadPlanCompany } from '../entries/index.ts';
export { createSubscriptionLifecycle, type SubscriptionLifecycle } from './lifecycle.ts';
export { loadConfig } from './repository.ts';
export { subscriptionRoutes } from './routes.ts';
export type { SubscriptionsService } from './service.ts';
export { createSubscriptionsService, planName } from './service.ts';
export { readSwitchChargeReference } from './services/switch-charge.ts';
export { quoteVoucherPlan, startVoucherPlan } from './services/voucher-plan.ts';
