import type { BackofficeRefundBody, BackofficeRefundResponse } from '@champions/contract';
import { mayRefund, PAGES, statusAfterRefund } from '@champions/domain';
import { paymentMail } from '../../../mail/payment-templates.ts';
import { AppError, ProviderUnavailableError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { releasePlace } from '../../entries/index.ts';
import {
  issueCreditNote,
  LocalProviderError,
  lockRefundable,
  ProviderCardError,
  postCardRefund,
  providerCall,
  readRefundable,
  refundTooLarge,
  selectReceiptDocument,
  withAccountLock,
} from '../../payments/index.ts';
import { reverseReferralRewardForPayment } from '../../referrals/index.ts';
import {
  addRefundedAmount,
  cancelUnusedTicketsOf,
  insertRefund,
  selectAccountEmail,
  selectCardPayment,
  selectRefund,
  selectRefundByKey,
} from '../refunds-repository.ts';
import { recordAudit } from '../repository.ts';
import { toPaymentRows, toRefundRow } from './refund-view.ts';

/** the mail attachment kind of a credit note's PDF (id = refund id) */
export const CREDIT_NOTE_ATTACHMENT = 'credit_note';

const REFUNDABLE = new Set(['succeeded', 'partially_refunded']);

/** The provider refused the refund: a Czech 402 (the provider's own words in brackets), nothing written. */
function declined(error: unknown): never {
  if (error instanceof ProviderUnavailableError) throw error;
  if (error instanceof ProviderCardError) {
    throw new AppError('REFUND_DECLINED', { params: { detail: error.providerError.message } });
  }
  const type = (error as { type?: string }).type;
  if (error instanceof LocalProviderError || (typeof type === 'string' && type.startsWith('Stripe'))) {
    throw new AppError('REFUND_DECLINED', { params: { detail: (error as Error).message } });
  }
  throw error;
}

/**
 * POST /api/superadmin/users/:id/payments/:paymentId/refunds: gives back part or all of a payment's
 * card part through the provider, under the user's money lock:
 * 1. the checks (the user's card payment, paid, with its receipt; the amount at most what is left of
 *    it, `readRefundable`: what it took less what came back to the card and as credits, by any path);
 * 2. the provider's refund with a key made of the payment and the request's Idempotency-Key, so a
 *    retry never refunds twice (a decline is a 402 and nothing is written);
 * 3. one transaction with the payment row locked: the amount checked again (`lockRefundable`) and added to
 *    `payments.refunded_amount` (a database check keeps it within the card amount), the refund row,
 *    its credit note in the receipts' gap-free series, a full refund of an entry cancelling its unused
 *    ticket (a used ticket stays used), the audit row (before/after) and the e-mail with the credit note;
 *    and the reversal of the referral reward the payment earned (at most once: a reversed one is not found again).
 * A subscription payment's refund gives money back only: the plan runs on (docs/business-rules.md).
 */
export async function refundCardPayment(
  { db, config, mailer, payments, clock, events }: UseCaseContext,
  superadmin: Account,
  {
    userId,
    paymentId,
    key,
    ...body
  }: BackofficeRefundBody & { userId: string; paymentId: string; key: string },
): Promise<BackofficeRefundResponse> {
  const { provider } = payments;
  if (!(await selectCardPayment(db, userId, paymentId))) throw new AppError('REFUND_PAYMENT_NOT_FOUND');
  const outcome = await withAccountLock(db, userId, async () => {
    const previous = await selectRefundByKey(db, paymentId, key);
    if (previous) return { refundId: previous.id };
    const payment = (await selectCardPayment(db, userId, paymentId))!;
    const receipt = await selectReceiptDocument(db, paymentId);
    if (!REFUNDABLE.has(payment.status) || !payment.providerIntentId || !receipt) {
      throw new AppError('REFUND_NOT_REFUNDABLE');
    }
    const left = await readRefundable(db, payment);
    if (!mayRefund(left.toCardRemaining, body.amount)) throw refundTooLarge(left, left.toCardRemaining);
    const providerRefund = await providerCall(
      provider.createRefund({
        paymentIntentId: payment.providerIntentId,
        amount: body.amount,
        idempotencyKey: `backoffice-refund-${paymentId}-${key}`,
      }),
    ).catch(declined);
    if (providerRefund.status === 'failed' || providerRefund.status === 'canceled') {
      throw new AppError('REFUND_DECLINED', { params: { detail: providerRefund.status } });
    }
    // read after the provider's answer and under the lock: the credit notes' series stays in time order
    const now = clock.now();
    return db.transaction(async (tx) => {
      const { payment: locked, refundable } = (await lockRefundable(tx, paymentId))!;
      if (!mayRefund(refundable.toCardRemaining, body.amount)) {
        throw refundTooLarge(refundable, refundable.toCardRemaining);
      }
      const refundedAfter = locked.refundedAmount + body.amount;
      const status = statusAfterRefund(refundable.taken, refundable.returned + body.amount);
      const fullyRefunded = status === 'refunded';
      // every place the payment paid and nobody used is cancelled, its place freed
      const cancelled =
        fullyRefunded && locked.kind === 'entry' ? await cancelUnusedTicketsOf(tx, paymentId, now) : [];
      for (const place of cancelled) {
        if (place.timeSlotId) await releasePlace(tx, place.timeSlotId);
        // says the entry a full refund cancelled (the partner's `booking.cancelled` webhook)
        await events.emit(tx, { type: 'entry.withdrawn', ticketId: place.id, by: 'champions' });
      }
      const ticket = cancelled[0] ?? null;
      await addRefundedAmount(tx, locked, { refundedAmount: refundedAfter, status, updatedAt: now });
      const refund = await insertRefund(tx, {
        paymentId,
        userId,
        amount: body.amount,
        reason: body.reason,
        actorId: superadmin.id,
        idempotencyKey: key,
        providerRefundId: providerRefund.id,
        cancelledTicketId: ticket?.id ?? null,
        createdAt: now,
      });
      await postCardRefund(tx, { paymentId, amount: body.amount, reference: `card_refund:${refund.id}` });
      const note = await issueCreditNote(tx, config, {
        payment: locked,
        receipt,
        refundId: refund.id,
        amount: body.amount,
        reason: body.reason,
        now,
      });
      await reverseReferralRewardForPayment(tx, paymentId, { now, mailer });
      await recordAudit(tx, {
        actorId: superadmin.id,
        action: 'backoffice.payment.refund',
        targetId: userId,
        data: {
          paymentId,
          refundId: refund.id,
          amount: body.amount,
          reason: body.reason,
          creditNoteNumber: note.number,
          receiptNumber: receipt.number,
          providerRefundId: providerRefund.id,
          before: { refundedAmount: locked.refundedAmount, paymentStatus: locked.status },
          after: {
            refundedAmount: refundedAfter,
            paymentStatus: status,
            ...(ticket ? { cancelledTicketId: ticket.id } : {}),
          },
        },
      });
      const email = await selectAccountEmail(tx, userId);
      if (email) {
        await mailer.send(
          email,
          'payment_credit_note',
          paymentMail.refundedWithCreditNote({
            description: locked.description,
            amount: body.amount,
            reason: body.reason,
            number: note.number,
            receiptNumber: receipt.number,
            ticketCancelled: Boolean(ticket),
            url: new URL(PAGES.payment, config.PUBLIC_URL).toString(),
          }),
          tx,
          {
            dedupeKey: `credit-note:${note.number}`,
            attachments: [{ kind: CREDIT_NOTE_ATTACHMENT, id: refund.id }],
          },
        );
      }
      return { refundId: refund.id };
    });
  });
  const refund = (await selectRefund(db, outcome.refundId))!;
  const payment = (await selectCardPayment(db, userId, paymentId))!;
  const [row] = await toPaymentRows(db, [payment]);
  return { refund: toRefundRow(refund), payment: row! };
}
