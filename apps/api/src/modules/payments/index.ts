/**
 * # Payments module
 *
 * Money moves correctly or not at all. Every amount is an integer in minor units (haléře),
 * currency `czk`. The rules come from `@champions/domain` (creditBreakdown, isCardPaymentSuccessful,
 * minimum card charge 30 Kč, VAT split); this module never re-implements them.
 *
 * ## Providers (`provider.ts`)
 * `PaymentProvider` is modelled on Stripe: customers, PaymentIntents (automatic or manual capture;
 * statuses requires_payment_method, requires_action, requires_capture, succeeded, canceled, ...),
 * SetupIntents, payment methods (brand, last4, exp), capture, cancel, refund and webhook events.
 * - `local` (default, offline, `local-provider.ts`): keeps its objects in `local_provider_objects`
 *   and follows Stripe's test cards (4242… ok, 4000…0002 declined, 4000…9995 insufficient funds,
 *   4000 0025 0000 3155 requires authentication, 4000…0069 expired, 4000…0127 wrong CVC).
 * - `stripe` (`stripe-provider.ts`): the official SDK, chosen when `STRIPE_SECRET_KEY` is set.
 * Both deliver events to the same handler (`services/handle-event.ts`); Stripe's arrive at
 * `POST /api/webhooks/stripe` (signature checked over the raw body, 300 s tolerance).
 *
 * ## The services (`services/`, one per use case; `app.payments` binds them once per app)
 *
 * ```ts
 * // 1. once, when your module's routes register: what a succeeded payment of your kind grants
 * app.payments.registerFulfilment('entry', async (tx, payment) => {
 *   // runs in the SAME transaction that marks the payment succeeded (from the confirm call, a
 *   // sync, a webhook or the reconcile job): exactly once; throwing rolls the success back and
 *   // the webhook / reconcile path tries again later. payment.reference is your reference.
 *   await tx.update(tickets).set({ paidAt: clock.now() }).where(eq(tickets.id, payment.reference!));
 * });
 *
 * // 2. in your service, under the money call's key (a route of a `moneyWrite` call gets it from
 * //    routeMoneyCall, which runs it in runMoneyCall: Idempotency-Key replay + the account's money lock)
 * const answer = await app.payments.startPurchase({
 *   userId, amount: 19_900,                         // the price in haléře, before credits
 *   purpose: { kind: 'entry', reference: ticketId, description: 'Vstup: Jóga v Karlíně' },
 *   idempotencyKey: key,                            // one payment per (user, key)
 *   paymentMethodId,                                // optional saved card (our payment_methods.id)
 * });                                               // a PurchaseResponse (contract/payments.ts)
 * ```
 *
 * `startPurchase` applies the domain credit breakdown in one transaction with the payment row:
 * credits are taken first (ledger reason `purchase`); if nothing is left for the card (price 0)
 * the payment succeeds at once (status `succeeded`, your fulfilment has run). Otherwise a
 * PaymentIntent is made for `stripeCharge` (a remainder under 30 Kč is charged 30 Kč and the
 * difference comes back as credit on success), or, when credits cover everything, a manual-capture
 * authorization of 30 Kč that is released after success (`authorizationOnly: true`). With a saved
 * card it is confirmed at once; otherwise the answer carries `clientSecret` for the web's
 * `CardPaymentModal` (features/payments; pass it `{ kind: 'payment', purchase: answer }` from its
 * `prepare`), which confirms it and calls
 * `POST /api/user/payments/{paymentId}/sync`. A card refused at once is 402 with the provider's
 * message. Failed or abandoned payments give their credits back (`purchase_reversal`).
 *
 * To complete at once without the modal, pass the user's default card
 * (`listPaymentMethods(userId)` → the one with `isDefault`) as `paymentMethodId`.
 *
 * Other calls: `syncPayment`, `cancelPayment`, `refundPayment` (to credits or card),
 * `reconcile` (job: redelivers failed events, re-checks open payments), `createSetupIntent`,
 * `listPaymentMethods`, `setDefaultPaymentMethod`, `removePaymentMethod`.
 *
 * ## Credit ledger (`ledger.ts`)
 * `appendCredit(tx, { userId, amount, reason, reference })` appends one row and moves
 * `accounts.credits` (its running sum) in the caller's transaction; the database refuses a negative
 * balance; the same (reason, reference) applies once.
 *
 * ## Idempotency (`idempotency.ts`, `services/money-call.ts`)
 * `runIdempotent` gives every payment-creating call Stripe's `Idempotency-Key` semantics: a repeat
 * answers the first answer, another body with the same key is 422, concurrent duplicates wait and
 * get the same answer. `runMoneyCall` adds the account's money lock; routes only parse the key
 * (`idempotencyKeyOf`) and hand it to the service (`routeMoneyCall`, `startCardSetup`).
 *
 * ## Receipts (`receipts.ts`)
 * Each succeeded payment with a price gets a tax document (zjednodušený daňový doklad up to
 * 10 000 Kč) numbered from one gap-free series per year, VAT rate from `VAT_RATE_SPORT`, as JSON and PDF.
 */

export { withAccountLock } from './account-lock.ts';
export { auditMoney, type MoneyViolation } from './audit.ts';
export { postCardRefund } from './book-postings.ts';
export { selectCreditNoteOfRefund } from './credit-note-repository.ts';
// back-office refunds of card payments and their credit notes (backoffice/services/refund-card-payment.ts)
export {
  creditReturnNotePdf,
  customerCreditNotePdf,
  issueCreditNote,
  renderCreditNotePdf,
} from './credit-notes.ts';
export { loadPaymentPage } from './history.ts';
export {
  IDEMPOTENCY_KEY_RETENTION_DAYS,
  idempotencyKeyOf,
  pruneIdempotencyKeys,
  replayAnswer,
  runIdempotent,
} from './idempotency.ts';
export {
  appendCredit,
  type CreditReason,
  type Executor,
  InsufficientCreditsError,
} from './ledger.ts';
export {
  selectCreditBalance as creditBalance,
  selectLedger as creditHistory,
  selectLedgerSum as ledgerSum,
} from './ledger-repository.ts';
export { authenticateLocalIntent, confirmIntentWithLocalCard } from './local-card-form.ts';
export { LocalPaymentProvider, LocalProviderError } from './local-provider.ts';
export { routeMoneyCall } from './money-call.ts';
export { lockPaymentById, selectUserPayment } from './payment-repository.ts';
export { returnPlanFeeAsCredit } from './plan-fee-credit.ts';
export type {
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentIntent,
  ProviderSetupIntent,
} from './provider.ts';
export { ProviderCardError } from './provider.ts';
export { createPaymentProvider } from './provider-factory.ts';
export { selectReceiptDocument } from './receipt-repository.ts';
export { issueReceipt } from './receipts.ts';
export {
  lockRefundable,
  type Refundable,
  readRefundable,
  readRefundables,
  refundTooLarge,
} from './refundable.ts';
export { RETURN_PAYMENT_JOB, returnPaymentJob, returnPaymentLater } from './return-payment.ts';
export {
  RETURN_PREPAID_JOB,
  type ReturnPrepaid,
  returnPrepaid,
  returnPrepaidJob,
  returnPrepaidLater,
} from './return-prepaid.ts';
export { paymentRoutes } from './routes.ts';
export {
  createPaymentsService,
  type FulfilmentHandler,
  type Payment,
  type PaymentsService,
  type PurchaseInput,
} from './service.ts';
export { runMoneyCall } from './services/money-call.ts';
export { isFinal as isPaymentFinal } from './services/payment-state.ts';
export { providerCall } from './services/provider-call.ts';
export { reconcilePayments } from './services/reconcile-payments.ts';
export { StripePaymentProvider } from './stripe-provider.ts';
export { stripeHeldByIntent } from './stripe-statement.ts';
export { paymentReceiptPdf } from './user-receipt.ts';
export { webhookRoutes } from './webhook-routes.ts';
