import type { Executor } from '../../db/client.ts';
import { postFeeReturned } from '../books/index.ts';
import { appendCredit } from './ledger.ts';
import { selectPlanFeePaymentId } from './ledger-repository.ts';
import { lockRefundable } from './refundable.ts';

/**
 * Gives a fee the plan paid back as credit (a reactivation's catch-up fee, a dropped switch's fee), at
 * most what the fee's payment still holds: what the back office already refunded of it, to the card or
 * as credit, is not given again. Answers the credit given (0: nothing was left to give).
 */
export async function returnPlanFeeAsCredit(
  tx: Executor,
  input: {
    userId: string;
    subscriptionId: string;
    amount: number;
    /** the fee the plan paid (subscriptions.catch_up_fee): which of its payments it was */
    feePaid: number;
    reason: 'reactivation' | 'switch_refund';
    reference: string;
  },
): Promise<number> {
  const feePaymentId = await selectPlanFeePaymentId(tx, input.subscriptionId, input.feePaid);
  const left = feePaymentId ? (await lockRefundable(tx, feePaymentId))?.refundable.remaining : undefined;
  const credit = Math.min(input.amount, left ?? input.amount);
  if (credit > 0) {
    await appendCredit(tx, {
      userId: input.userId,
      amount: credit,
      reason: input.reason,
      reference: input.reference,
      ...(feePaymentId ? { paymentId: feePaymentId } : {}),
    });
    if (feePaymentId)
      await postFeeReturned(tx, { paymentId: feePaymentId, gross: credit, reference: input.reference });
  }
  return credit;
}
