import { postCardCapture } from '../book-postings.ts';
import { appendCredit, type Executor } from '../ledger.ts';
import { markPaymentSucceeded, type Payment, setPaymentStatus } from '../payment-repository.ts';
import { issueReceipt } from '../receipts.ts';
import type { PaymentsDeps } from './deps.ts';

/** Payments that buy no supply and so get no tax receipt: a gift voucher (multi-purpose, VAT when used). */
export const PAYMENT_KINDS_WITHOUT_RECEIPT: ReadonlySet<string> = new Set(['voucher']);

const FINAL = ['succeeded', 'canceled', 'refunded', 'partially_refunded'] as const;
export const isFinal = (status: string) => (FINAL as readonly string[]).includes(status);

/**
 * Marks a payment succeeded with everything it pays for, exactly once (row lock + status check),
 * with the fingerprint of the card that paid (null: credits only, or the provider gave none).
 */
export async function completePayment(
  { config, clock, fulfilments, events }: PaymentsDeps,
  tx: Executor,
  payment: Payment,
  cardFingerprint: string | null = null,
): Promise<void> {
  const now = clock.now();
  if (payment.creditsBack > 0) {
    await appendCredit(tx, {
      userId: payment.userId,
      amount: payment.creditsBack,
      reason: 'min_charge_difference',
      reference: payment.id,
    });
  }
  const updated = await markPaymentSucceeded(tx, payment.id, now, cardFingerprint);
  await postCardCapture(tx, updated);
  // a multi-purpose voucher is not a supply (VAT Act §36b): no tax document when it is sold; the supplies
  // its credit later pays for get theirs (docs/business-rules.md, "Dárkové poukazy")
  if (payment.totalAmount > 0 && !PAYMENT_KINDS_WITHOUT_RECEIPT.has(payment.kind))
    await issueReceipt(tx, config, updated, now);
  await fulfilments.of(payment.kind)(tx, updated);
  await fulfilments.paid(tx, updated);
  // the e-mail with the receipt, queued with the payment (exactly once: its dedupe key)
  await events?.emit(tx, { type: 'payment.succeeded', paymentId: payment.id });
}

/** Gives the credits of a payment that will never succeed back, and marks it canceled. */
export async function cancelPaymentInTx(
  { clock }: PaymentsDeps,
  tx: Executor,
  payment: Payment,
  lastError: string | null = null,
): Promise<void> {
  if (payment.creditsUsed > 0) {
    await appendCredit(tx, {
      userId: payment.userId,
      amount: payment.creditsUsed,
      reason: 'purchase_reversal',
      reference: payment.id,
    });
  }
  await setPaymentStatus(tx, payment.id, {
    status: 'canceled',
    lastError: lastError ?? payment.lastError,
    updatedAt: clock.now(),
  });
}
