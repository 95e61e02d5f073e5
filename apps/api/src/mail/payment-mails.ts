import type { Executor } from '../db/client.ts';
import type { AppEvent } from '../shared/app-events.ts';
import type { PaymentMailParts } from './payment-mail-parts.ts';
import { mailCreditsReturned, mailPaymentRefunded } from './payment-return-mails.ts';
import { mailPaymentSucceeded, mailSubscriptionOrdered } from './payment-succeeded-mails.ts';

/**
 * Every payment, refund and return of credits gets one Czech e-mail with its document, queued in the
 * transaction of the change (it exists exactly when the change committed) under a dedupe key naming
 * the event, so a retried job, a repeated request or a second webhook queue nothing more:
 * - `payment:<paymentId>`: an entry (with its .ics), a renewal, a switch charge, a catch-up fee;
 * - `order:<subscriptionId>`: a subscription order, paid or with a free first period, with the
 *   contract confirmation PDF (Civil Code §1824);
 * - `refund:<paymentId>:<refundKey>:<card|credits>`: money given back;
 * - `credits:<userId>:<reason>:<reference>`: credits returned for something (e.g. a cancelled entry).
 * Attachments are references rendered at delivery (`receipt`, `entry_ics`, `contract`, and
 * `credit_return_note`: the credit note of money given back as credit, instead of the receipt;
 * payment-attachments.ts). plugins/payment-mails.ts provides the reaction and registers the documents.
 */

/** The reaction `mail.money` (shared/app-events.ts): the e-mail of a money event, in its transaction. */
export async function mailMoneyEvent(parts: PaymentMailParts, event: AppEvent, tx: Executor): Promise<void> {
  if (event.type === 'payment.succeeded') return mailPaymentSucceeded(parts, tx, event.paymentId);
  if (event.type === 'subscription.ordered') return mailSubscriptionOrdered(parts, tx, event.subscriptionId);
  if (event.type === 'payment.refunded') return mailPaymentRefunded(parts, tx, event);
  if (event.type === 'credits.returned') return mailCreditsReturned(parts, tx, event);
}
