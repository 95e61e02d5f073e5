import { AppError } from '../../../shared/errors.ts';
import { postCardRefund } from '../book-postings.ts';
import { appendCredit } from '../ledger.ts';
import { lockPaymentById, type Payment, selectPayment, setPaymentStatus } from '../payment-repository.ts';
import type { PaymentsDeps } from './deps.ts';
import { providerCall } from './provider-call.ts';

/**
 * Refunds part or all of a succeeded payment: as credit (the ledger) or to the card (the
 * provider, then the row). Each refund has its own key, so a retry refunds once.
 */
export async function refundPayment(
  { db, clock, provider, mailer, fulfilments }: PaymentsDeps,
  input: { paymentId: string; amount: number; to: 'credits' | 'card'; refundKey: string },
): Promise<Payment> {
  const payment = await selectPayment(db, input.paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status !== 'succeeded' && payment.status !== 'partially_refunded') {
    throw new AppError('REFUND_NOT_PAID');
  }
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > payment.totalAmount) {
    throw new AppError('REFUND_AMOUNT_INVALID');
  }
  if (input.to === 'card') {
    if (!payment.providerIntentId || input.amount > payment.amount) {
      throw new AppError('REFUND_OVER_CARD');
    }
    await providerCall(
      provider.createRefund({
        paymentIntentId: payment.providerIntentId,
        amount: input.amount,
        idempotencyKey: `refund-${payment.id}-${input.refundKey}`,
      }),
    );
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
    } else {
      await postCardRefund(tx, {
        paymentId: payment.id,
        amount: input.amount,
        reference: `card_refund:${payment.id}:${input.refundKey}`,
      });
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
