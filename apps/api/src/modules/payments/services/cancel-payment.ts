import { lockPaymentById, type Payment } from '../payment-repository.ts';
import { applyIntentAndRelease } from './apply-payment-intent.ts';
import type { PaymentsDeps } from './deps.ts';
import { cancelPaymentInTx, isFinal } from './payment-state.ts';
import { providerCall } from './provider-call.ts';
import { userPayment } from './user-payment.ts';

/** Abandons a payment that has not succeeded: the intent is canceled and the credits come back. */
export async function cancelPayment(deps: PaymentsDeps, userId: string, paymentId: string): Promise<Payment> {
  const payment = await userPayment(deps, userId, paymentId);
  if (isFinal(payment.status)) return payment;
  if (payment.providerIntentId) {
    const intent = await providerCall(deps.provider.cancelPaymentIntent(payment.providerIntentId));
    if (intent.status !== 'canceled') {
      await applyIntentAndRelease(deps, intent);
      return userPayment(deps, userId, paymentId);
    }
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockPaymentById(tx, paymentId);
    if (locked && !isFinal(locked.status)) await cancelPaymentInTx(deps, tx, locked);
  });
  return userPayment(deps, userId, paymentId);
}
