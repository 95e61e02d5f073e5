/**
 * # Subscriptions module (Championship yearly / flexible, PAYG+)
 *
 * Routes (`routes.ts`, SPEC 7) over one use case per file (`services/`, each `(ctx, actor, input)`, every
 * rule from `@champions/domain`) over queries (`repository.ts`). Payments go through the context's
 * `payments` (credits first, the card, fulfilments `subscription`, `catch_up_fee`, `switch`, in
 * `services/fulfilments.ts`, registered by plugins/subscriptions.ts). The billing lifecycle runs as jobs on
 * the shared jobs table (jobs/scheduler.ts): `scanRenewals`, `renewPeriod` and `remindYearEnd`, over
 * `lifecycle-repository.ts`; states and transitions are listed in docs/business-rules.md.
 */
// the user's data shows who pays a company-paid plan
export { loadPlanCompany } from '../entries/index.ts';
export { loadConfig } from './repository.ts';
export { subscriptionRoutes } from './routes.ts';
export { createSubscription } from './services/create.ts';
export { registerSubscriptionFulfilments } from './services/fulfilments.ts';
export { planName } from './services/plan-name.ts';
export { remindYearEnd, type YearEndReminderJob } from './services/remind-year-end.ts';
export { type RenewalJob, renewPeriod } from './services/renew-period.ts';
export { scanRenewals } from './services/scan-renewals.ts';
export { readSwitchChargeReference } from './services/switch-charge.ts';
export { quoteVoucherPlan, startVoucherPlan } from './services/voucher-plan.ts';
