import { LocalPaymentProvider } from './local-provider.ts';
import type { Payment } from './payment-repository.ts';
import { selectPaymentByKey } from './payment-repository.ts';
import { applyIntentAndRelease } from './services/apply-payment-intent.ts';
import { applySetupIntent } from './services/apply-setup-intent.ts';
import { cancelPayment } from './services/cancel-payment.ts';
import { payWithSavedCard, setCardSaving } from './services/card-choice.ts';
import { issueCreditsReceipt } from './services/credits-receipt.ts';
import type { PaymentsDeps, PaymentsServiceOptions } from './services/deps.ts';
import { ensureCustomer } from './services/ensure-customer.ts';
import { createFulfilments, type FulfilmentHandler } from './services/fulfilments.ts';
import { handleEvent } from './services/handle-event.ts';
import {
  listPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
  userPaymentMethod,
} from './services/payment-methods.ts';
import { reconcile } from './services/reconcile.ts';
import { refundPayment } from './services/refund-payment.ts';
import { createSetupIntent, startCardSetup, syncSetupIntent } from './services/setup-intents.ts';
import { type PurchaseInput, startPurchase } from './services/start-purchase.ts';
import { syncPayment } from './services/sync-payment.ts';
import { userPayment } from './services/user-payment.ts';

export { ABANDONED_PAYMENT_MS } from './services/reconcile.ts';
export type { FulfilmentHandler, Payment, PaymentsServiceOptions, PurchaseInput };

/**
 * The payments services (one per file in `services/`) bound to one app's provider and fulfilments:
 * made once per app (`app.payments`); the local provider's events go to its `handleEvent`.
 */
export function createPaymentsService(options: PaymentsServiceOptions) {
  const fulfilments = createFulfilments();
  const deps: PaymentsDeps = { ...options, fulfilments };
  const bind =
    <A extends unknown[], R>(service: (deps: PaymentsDeps, ...rest: A) => R) =>
    (...rest: A): R =>
      service(deps, ...rest);
  const { provider } = options;
  if (provider instanceof LocalPaymentProvider) {
    provider.onEvent(async (event) => {
      await handleEvent(deps, event);
    });
  }
  return {
    provider,
    registerFulfilment: fulfilments.register,
    onPaymentPaid: fulfilments.onPaid,
    onPaymentRefunded: fulfilments.onRefunded,
    startPurchase: bind(startPurchase),
    syncPayment: bind(syncPayment),
    cancelPayment: bind(cancelPayment),
    refundPayment: bind(refundPayment),
    userPayment: bind(userPayment),
    issueCreditsReceipt: bind(issueCreditsReceipt),
    handleEvent: bind(handleEvent),
    applyPaymentIntent: bind(applyIntentAndRelease),
    applySetupIntent: bind(applySetupIntent),
    reconcile: bind(reconcile),
    ensureCustomer: bind(ensureCustomer),
    createSetupIntent: bind(createSetupIntent),
    startCardSetup: bind(startCardSetup),
    syncSetupIntent: bind(syncSetupIntent),
    listPaymentMethods: bind(listPaymentMethods),
    setDefaultPaymentMethod: bind(setDefaultPaymentMethod),
    removePaymentMethod: bind(removePaymentMethod),
    userPaymentMethod: bind(userPaymentMethod),
    setCardSaving: bind(setCardSaving),
    payWithSavedCard: bind(payWithSavedCard),
    /** the user's payment started with this idempotency key, or null */
    paymentOfKey: (userId: string, idempotencyKey: string) =>
      selectPaymentByKey(options.db, userId, idempotencyKey),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** cards, purchases, credits and receipts (modules/payments), made once per app in app.ts */
    payments: PaymentsService;
  }
}
