import { AppError } from '../../../shared/errors.ts';
import { issueCreditNote } from '../credit-notes.ts';
import { appendCredit } from '../ledger.ts';
import {
  lockPaymentById,
  type Payment,
  recordCardRefund,
  selectPayment,
  setPaymentStatus,
} from '../payment-repository.ts';
import { selectReceiptDocument } from '../receipt-repository.ts';
import type { PaymentsDeps } from './deps.ts';
import { providerCall } from './provider-call.ts';

/**
 * Refunds part or all of a succeeded payment: as credit (the ledger) or to the card (the
 * provider, then the row). Each refund has its own key, so a retry refunds once. A card refund
 * given `record` (who and why: the withdrawal) is recorded on the payment as the back office's are:
 * its `payment_refunds` row, `refunded_amount` and its credit note, so what is left to refund is net of it.
 */
export async function refundPayment(
  { db, clock, provider, mailer, fulfilments, config }: PaymentsDeps,
  input: {
    paymentId: string;
    amount: number;
    to: 'credits' | 'card';
    refundKey: string;
    record?: { actorId: string; reason: string };
  },
): Promise<Payment> {
  const payment = await selectPayment(db, input.paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status !== 'succeeded' && payment.status !== 'partially_refunded') {
    throw new AppError('REFUND_NOT_PAID');
  }
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > payment.totalAmount) {
    throw new AppError('REFUND_AMOUNT_INVALID');
  }
  let providerRefundId: string | null = null;
  if (input.to === 'card') {
    if (!payment.providerIntentId || input.amount > payment.amount - payment.refundedAmount) {
      throw new AppError('REFUND_OVER_CARD');
    }
    const refund = await providerCall(
      provider.createRefund({
        paymentIntentId: payment.providerIntentId,
        amount: input.amount,
        idempotencyKey: `refund-${payment.id}-${input.refundKey}`,
      }),
    );
    providerRefundId = refund.id;
  }
  await db.transaction(async (tx) => {
    const locked = await lockPaymentById(tx, payment.id);
    if (input.to === 'credits') {
      await appendCredit(tx, {
        userId: payment.userId,
        amount: input.amount,
        reason: 'refund',
        reference: `${payment.id}:${input.refundKey}`,
      });
    }
    const receipt = input.record && providerRefundId ? await selectReceiptDocument(tx, payment.id) : null;
    if (input.record && providerRefundId && receipt) {
      const refundId = await recordCardRefund(tx, {
        paymentId: payment.id,
        userId: payment.userId,
        amount: input.amount,
        reason: input.record.reason,
        actorId: input.record.actorId,
        idempotencyKey: input.refundKey,
        providerRefundId,
        createdAt: clock.now(),
      });
      if (refundId) {
        await issueCreditNote(tx, config, {
          payment: locked!,
          receipt,
          refundId,
          amount: input.amount,
          reason: input.record.reason,
          now: clock.now(),
        });
      }
    }
    await setPaymentStatus(tx, payment.id, {
      status: input.amount >= locked!.totalAmount ? 'refunded' : 'partially_refunded',
      updatedAt: clock.now(),
    });
    await fulfilments.refunded(tx, locked!);
    await mailer?.moneyEvent(tx, {
      kind: 'payment_refunded',
      paymentId: payment.id,
      refundKey: input.refundKey,
      amount: input.amount,
      to: input.to,
    });
  });
  return (await selectPayment(db, payment.id))!;
}
