import { mayRefund, statusAfterRefund } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { withAccountLock } from '../account-lock.ts';
import { postCardRefund } from '../book-postings.ts';
import { issueCreditNote } from '../credit-notes.ts';
import { appendCredit } from '../ledger.ts';
import { selectLedgerEntry } from '../ledger-repository.ts';
import {
  lockPaymentById,
  type Payment,
  recordCardRefund,
  selectPayment,
  setPaymentStatus,
} from '../payment-repository.ts';
import { selectReceiptDocument } from '../receipt-repository.ts';
import { readRefundable, refundTooLarge } from '../refundable.ts';
import type { PaymentsDeps } from './deps.ts';
import { providerCall } from './provider-call.ts';

/**
 * Refunds part or all of a succeeded payment: as credit (the ledger) or to the card (the
 * provider, then the row). Each refund has its own key, so a retry refunds once. Under the user's
 * money lock, the amount is at most what is still refundable (`readRefundable`: what the payment took
 * less what came back from it, to the card and as credits), checked again with the payment row locked.
 * A card refund given `record` (who and why: the withdrawal) is recorded on the payment as the back
 * office's are: its `payment_refunds` row, `refunded_amount` and its credit note.
 */
export async function refundPayment(
  { db, clock, provider, events, fulfilments, config }: PaymentsDeps,
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
  const creditReference = `${payment.id}:${input.refundKey}`;
  /** what is left of the payment; a repeat of a refund as credit already given fits as it is */
  const check = async (executor: Executor, p: Payment) => {
    const left = await readRefundable(executor, p);
    const repeat =
      input.to === 'credits' &&
      (await selectLedgerEntry(executor, p.userId, 'refund', creditReference)) !== null;
    const limit = input.to === 'card' ? left.toCardRemaining : left.remaining;
    if (!repeat && !mayRefund(limit, input.amount)) throw refundTooLarge(left, limit);
    return { left, returnedAfter: left.returned + (repeat ? 0 : input.amount) };
  };
  return withAccountLock(db, payment.userId, async () => {
    const current = (await selectPayment(db, payment.id))!;
    if (current.status !== 'succeeded' && current.status !== 'partially_refunded') {
      throw new AppError('REFUND_NOT_PAID');
    }
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new AppError('REFUND_AMOUNT_INVALID');
    if (input.to === 'card' && !current.providerIntentId) throw new AppError('REFUND_OVER_CARD');
    await check(db, current);
    let providerRefundId: string | null = null;
    if (input.to === 'card') {
      const refund = await providerCall(
        provider.createRefund({
          paymentIntentId: current.providerIntentId!,
          amount: input.amount,
          idempotencyKey: `refund-${payment.id}-${input.refundKey}`,
        }),
      );
      providerRefundId = refund.id;
    }
    await db.transaction(async (tx) => {
      const locked = (await lockPaymentById(tx, payment.id))!;
      const { left, returnedAfter } = await check(tx, locked);
      if (input.to === 'credits') {
        await appendCredit(tx, {
          userId: payment.userId,
          amount: input.amount,
          reason: 'refund',
          reference: creditReference,
        });
      } else {
        await postCardRefund(tx, {
          paymentId: payment.id,
          amount: input.amount,
          reference: `card_refund:${payment.id}:${input.refundKey}`,
        });
        const receipt = input.record ? await selectReceiptDocument(tx, payment.id) : null;
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
              payment: locked,
              receipt,
              refundId,
              amount: input.amount,
              reason: input.record.reason,
              now: clock.now(),
            });
          }
        }
      }
      await setPaymentStatus(tx, payment.id, {
        status: statusAfterRefund(left.taken, returnedAfter),
        updatedAt: clock.now(),
      });
      await fulfilments.refunded(tx, locked);
      await events?.emit(tx, {
        type: 'payment.refunded',
        paymentId: payment.id,
        refundKey: input.refundKey,
        amount: input.amount,
        to: input.to,
      });
    });
    return (await selectPayment(db, payment.id))!;
  });
}
