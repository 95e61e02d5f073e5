import type { Executor } from '../../db/client.ts';
import { enqueueJob, type JobHandler } from '../../jobs/queue.ts';
import { prepaidOnPayment } from '../books/index.ts';
import { selectPayment } from './payment-repository.ts';
import { readRefundable } from './refundable.ts';
import type { PaymentsService } from './service.ts';

/** The job that gives back what a payment still prepays, should the call after the commit not have done it. */
export const RETURN_PREPAID_JOB = 'payments.return-prepaid';

export interface ReturnPrepaid {
  paymentId: string;
  userId: string;
  /** the refund's key: `<key>` for the card part, `<key>-credits` for the rest */
  refundKey: string;
  /** who asked and why, for the card refund's record and credit note */
  record?: { actorId: string; reason: string };
}

/**
 * Gives back what a payment still prepays as the books say (`prepaidOnPayment`: what it took and has not
 * returned, less what it already provided): to the card first, as much as the provider still holds of
 * it, the rest as credit. Each part has its key, so a repeat returns nothing more; answers what it gave.
 */
export async function returnPrepaid(
  pay: PaymentsService,
  db: Executor,
  input: ReturnPrepaid,
): Promise<number> {
  const payment = await selectPayment(db, input.paymentId);
  if (!payment) return 0;
  const { prepaid } = await prepaidOnPayment(db, payment.id);
  if (prepaid <= 0) return 0;
  const refundable = await readRefundable(db, payment);
  const toCard = payment.providerIntentId ? Math.min(prepaid, refundable.toCardRemaining) : 0;
  if (toCard > 0) {
    await pay.refundPayment({
      paymentId: payment.id,
      amount: toCard,
      to: 'card',
      refundKey: input.refundKey,
      record: input.record,
    });
  }
  const toCredits = Math.min(prepaid - toCard, refundable.remaining - toCard);
  if (toCredits > 0) {
    await pay.refundPayment({
      paymentId: payment.id,
      amount: toCredits,
      to: 'credits',
      refundKey: `${input.refundKey}-credits`,
    });
  }
  return toCard + Math.max(0, toCredits);
}

/**
 * Queues `returnPrepaid` in the transaction that decided it, to run at `runAt`: the call made right after
 * the commit usually leaves it nothing to do, but a crash between the commit and the provider does not
 * keep the customer's money.
 */
export async function returnPrepaidLater(tx: Executor, input: ReturnPrepaid, runAt: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: RETURN_PREPAID_JOB,
    payload: { ...input },
    runAt,
    dedupeKey: `${RETURN_PREPAID_JOB}:${input.paymentId}:${input.refundKey}`,
  });
}

export function returnPrepaidJob(pay: PaymentsService, db: Executor): JobHandler {
  return async (payload) => {
    await returnPrepaid(pay, db, payload as ReturnPrepaid);
  };
}
