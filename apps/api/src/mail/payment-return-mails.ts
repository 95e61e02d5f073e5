import type { Executor } from '../db/client.ts';
import type { AppEventOf } from '../shared/app-events.ts';
import { type PaymentMailParts, paymentMailLinks, returnDocuments } from './payment-mail-parts.ts';
import { selectAccountEmail, selectCreditReturnNote, selectMailPayment } from './payment-mail-repository.ts';
import { paymentMail } from './payment-templates.ts';

/**
 * The e-mail of money given back from a payment (`refund:<paymentId>:<refundKey>:<card|credits>`), with
 * the credit note of a return as credit, or else the payment's receipt.
 */
export async function mailPaymentRefunded(
  { mailer, config }: PaymentMailParts,
  tx: Executor,
  event: AppEventOf<'payment.refunded'>,
): Promise<void> {
  const found = await selectMailPayment(tx, event.paymentId);
  if (!found) return;
  const note =
    event.to === 'credits'
      ? await selectCreditReturnNote(tx, {
          userId: found.payment.userId,
          reason: 'refund',
          reference: `${event.paymentId}:${event.refundKey}`,
        })
      : null;
  await mailer.send(
    found.email,
    'payment_refunded',
    paymentMail.refunded({
      description: found.payment.description,
      amount: event.amount,
      to: event.to,
      receiptNumber: found.receiptNumber,
      creditNoteNumber: note?.number ?? null,
      url: paymentMailLinks(config).history,
    }),
    tx,
    {
      dedupeKey: `refund:${event.paymentId}:${event.refundKey}:${event.to}`,
      attachments: returnDocuments(event.paymentId, found.receiptNumber, note),
    },
  );
}

/**
 * The e-mail of credits returned for something (`credits:<userId>:<reason>:<reference>`, e.g. a cancelled
 * entry), with the documents of the payment it came from.
 */
export async function mailCreditsReturned(
  { mailer, config }: PaymentMailParts,
  tx: Executor,
  event: AppEventOf<'credits.returned'>,
): Promise<void> {
  const email = await selectAccountEmail(tx, event.userId);
  if (!email) return;
  const original = event.paymentId ? await selectMailPayment(tx, event.paymentId) : null;
  const receiptNumber = original?.receiptNumber ?? null;
  const note = original ? await selectCreditReturnNote(tx, event) : null;
  await mailer.send(
    email,
    'credits_returned',
    paymentMail.creditsReturned({
      what: event.what,
      amount: event.amount,
      receiptNumber,
      creditNoteNumber: note?.number ?? null,
      url: paymentMailLinks(config).history,
    }),
    tx,
    {
      dedupeKey: `credits:${event.userId}:${event.reason}:${event.reference}`,
      attachments: original ? returnDocuments(original.payment.id, receiptNumber, note) : [],
    },
  );
}
