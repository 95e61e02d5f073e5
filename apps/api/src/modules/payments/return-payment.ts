import type { PaymentReturnReason } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { enqueueJob, type JobHandler } from '../../jobs/queue.ts';
import { type Payment, setReturnReason } from './payment-repository.ts';
import type { PaymentsService } from './service.ts';

/** The job that gives a payment back after its transaction committed. */
export const RETURN_PAYMENT_JOB = 'payments.return';

/**
 * A payment that bought nothing (the place sold out meanwhile, the plan ended before its payment came
 * in) goes back the way it came: the card part to the card, the credits part as credits. Called in the
 * fulfilment's transaction, which also keeps `reason` on the payment (the customer is told why); the
 * provider is called by the job after the commit, once per payment.
 */
export async function returnPaymentLater(
  tx: Executor,
  payment: Payment,
  now: Date,
  reason: PaymentReturnReason,
): Promise<void> {
  await setReturnReason(tx, payment.id, reason);
  await enqueueJob(tx, {
    kind: RETURN_PAYMENT_JOB,
    payload: { paymentId: payment.id, userId: payment.userId },
    runAt: now,
    dedupeKey: `${RETURN_PAYMENT_JOB}:${payment.id}`,
  });
}

export function returnPaymentJob(pay: PaymentsService): JobHandler {
  return async (payload) => {
    const { paymentId, userId } = payload as { paymentId: string; userId: string };
    const payment = await pay.userPayment(userId, paymentId);
    if (payment.status !== 'succeeded') return;
    if (payment.amount > 0 && payment.providerIntentId)
      await pay.refundPayment({ paymentId, amount: payment.amount, to: 'card', refundKey: 'return' });
    // credits the minimum card charge gave back at the purchase stay given: they are not returned twice
    const credits = payment.creditsUsed - payment.creditsBack;
    if (credits > 0)
      await pay.refundPayment({ paymentId, amount: credits, to: 'credits', refundKey: 'return' });
  };
}
