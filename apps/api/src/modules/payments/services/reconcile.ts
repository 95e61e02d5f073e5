import { LocalPaymentProvider } from '../local-provider.ts';
import { selectAbandonedPayments, selectPaymentsToReconcile } from '../payment-repository.ts';
import { applyIntentAndRelease } from './apply-payment-intent.ts';
import { cancelPayment } from './cancel-payment.ts';
import type { PaymentsDeps } from './deps.ts';
import { providerCall } from './provider-call.ts';

/** An unpaid payment is given up (credits back) after this long without a change. */
export const ABANDONED_PAYMENT_MS = 24 * 60 * 60 * 1000;

/**
 * The retry path of a webhook: undelivered local events are delivered again, every open
 * payment older than a minute is checked with the provider (e.g. after a timeout or a crash
 * between the provider's success and ours), and payments abandoned for a day are given up.
 */
export async function reconcile(deps: PaymentsDeps, olderThanMs = 60_000): Promise<number> {
  const { db, clock, log, provider } = deps;
  if (provider instanceof LocalPaymentProvider) await provider.redeliverPendingEvents();
  const cutoff = new Date(clock.now().getTime() - olderThanMs);
  const open = await selectPaymentsToReconcile(db, cutoff, 100);
  let fixed = 0;
  // payments nobody finished in a day: the intent is canceled and the credits come back
  const abandoned = await selectAbandonedPayments(
    db,
    new Date(clock.now().getTime() - ABANDONED_PAYMENT_MS),
    100,
  );
  for (const payment of abandoned) {
    try {
      await cancelPayment(deps, payment.userId, payment.id);
      fixed++;
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, 'could not give up an abandoned payment');
    }
  }
  for (const payment of open) {
    try {
      await applyIntentAndRelease(
        deps,
        await providerCall(provider.retrievePaymentIntent(payment.providerIntentId!)),
      );
      fixed++;
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, 'payment reconciliation failed');
    }
  }
  return fixed;
}
