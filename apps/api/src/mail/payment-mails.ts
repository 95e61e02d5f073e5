import { PAGES } from '@champions/domain';
import type { AppConfig } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { entryCalendarFile } from '../modules/entries/index.ts';
import { creditReturnNotePdf, type Payment, paymentReceiptPdf } from '../modules/payments/index.ts';
import { readSwitchChargeReference } from '../modules/subscriptions/index.ts';
import type { AppEvent } from '../shared/app-events.ts';
import { renderContractPdf } from './contract-pdf.ts';
import type { MailAttachmentRef, Mailer } from './mailer.ts';
import {
  selectAccountEmail,
  selectAreaName,
  selectCreditReturnNote,
  selectMailPayment,
  selectMailSubscription,
  selectPaidEntry,
} from './payment-mail-repository.ts';
import { type PaidAmounts, paymentMail, type SubscriptionCharge } from './payment-templates.ts';

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
 * `credit_return_note`: the credit note of money given back as credit, instead of the receipt).
 */

export const ATTACHMENT = {
  receipt: 'receipt',
  entryIcs: 'entry_ics',
  contract: 'contract',
  creditReturnNote: 'credit_return_note',
} as const;

const SUPPORT_EMAIL = 'podpora@champions.cz';

/** What a switch charge or a catch-up fee paid for: the new plan is read from the switch's reference. */
async function chargeOf(tx: Executor, payment: Payment): Promise<SubscriptionCharge> {
  if (payment.kind === 'catch_up_fee') return { kind: 'catch_up_fee' };
  const asked = readSwitchChargeReference(payment.reference);
  if (!asked) return { kind: 'described', description: payment.description };
  return { kind: 'switch', plan: { type: asked.type, areaName: await selectAreaName(tx, asked.areaId) } };
}

const paidOf = (payment: Payment): PaidAmounts => ({
  total: payment.totalAmount,
  card: payment.amount,
  credits: payment.creditsUsed,
  creditsBack: payment.creditsBack,
});

export function createPaymentMails(deps: { db: Database; config: AppConfig; mailer: Mailer }) {
  const { db, config, mailer } = deps;
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  const links = {
    card: `${base}${PAGES.user.card}`,
    history: `${base}${PAGES.user.history}`,
    subscription: `${base}${PAGES.user.subscription}`,
    terms: `${base}${PAGES.userTerms}`,
  };
  const receiptRef = (paymentId: string, receiptNumber: string | null): MailAttachmentRef[] =>
    receiptNumber ? [{ kind: ATTACHMENT.receipt, id: paymentId }] : [];
  /** the credit note of a return as credit, or else the original receipt */
  const returnDocuments = (
    paymentId: string,
    receiptNumber: string | null,
    note: { creditMovementId: string } | null,
  ): MailAttachmentRef[] =>
    note
      ? [{ kind: ATTACHMENT.creditReturnNote, id: note.creditMovementId }]
      : receiptRef(paymentId, receiptNumber);

  async function paymentSucceeded(tx: Executor, paymentId: string): Promise<void> {
    // the receipt was issued with the payment, in this transaction (payments completePayment, or
    // issueCreditsReceipt for an entry paid with credits): the mail only reads its number
    const found = await selectMailPayment(tx, paymentId);
    if (found?.payment.status !== 'succeeded') return;
    const { payment, email, receiptNumber } = found;
    // a gift voucher's buyer gets the voucher's own mail with its PDF (modules/vouchers), no receipt
    if (payment.kind === 'voucher') return;
    const paid = paidOf(payment);
    const receipt = receiptRef(payment.id, receiptNumber);

    if (payment.kind === 'entry') {
      const entry = await selectPaidEntry(tx, payment.id);
      // no ticket: the place was gone when the payment came in; the money goes back (its refund mail)
      if (!entry) return;
      await mailer.send(
        email,
        'entry_purchased',
        paymentMail.entryPurchased({
          activity: entry.activityName,
          when: entry.startsAt,
          venue: entry.venueName,
          address: `${entry.venueStreet}, ${entry.venueCity}`,
          paid,
          receiptNumber,
          cardUrl: links.card,
          historyUrl: links.history,
        }),
        tx,
        {
          dedupeKey: `payment:${payment.id}`,
          attachments: [...receipt, { kind: ATTACHMENT.entryIcs, id: entry.ticketId }],
        },
      );
      return;
    }

    if (payment.kind === 'subscription') {
      // the reference of a period's payment is `${subscriptionId}:${period}`
      const [subscriptionId, periodText] = (payment.reference ?? '').split(':');
      const period = Number(periodText);
      const found = subscriptionId ? await selectMailSubscription(tx, subscriptionId) : null;
      if (!found) return;
      const { subscription: sub } = found;
      // paid after the plan ended or the checkout was abandoned: the money goes back (its refund mail)
      if (sub.currentState !== 'ACTIVE' || sub.currentPeriod !== period) return;
      if (period === 0) {
        await subscriptionOrdered(tx, sub.id, { payment, receiptNumber });
        return;
      }
      await mailer.send(
        email,
        'subscription_renewed',
        paymentMail.renewed({
          plan: { type: sub.type, areaName: found.areaName },
          period,
          nextBilling: sub.nextBillingDate,
          paid,
          receiptNumber,
          url: links.subscription,
        }),
        tx,
        { dedupeKey: `payment:${payment.id}`, attachments: receipt },
      );
      return;
    }

    const subscriptionKind = payment.kind === 'switch' || payment.kind === 'catch_up_fee';
    await mailer.send(
      email,
      subscriptionKind ? `subscription_${payment.kind}` : 'payment_succeeded',
      subscriptionKind
        ? paymentMail.subscriptionCharge({
            charge: await chargeOf(tx, payment),
            paid,
            receiptNumber,
            url: links.subscription,
          })
        : paymentMail.paid({ description: payment.description, paid, receiptNumber, url: links.history }),
      tx,
      { dedupeKey: `payment:${payment.id}`, attachments: receipt },
    );
  }

  /** The order's confirmation with the contract (paid: with its receipt; a free first period: without). */
  async function subscriptionOrdered(
    tx: Executor,
    subscriptionId: string,
    paidWith?: { payment: Payment; receiptNumber: string | null },
  ): Promise<void> {
    const found = await selectMailSubscription(tx, subscriptionId);
    if (!found) return;
    const { subscription: sub } = found;
    await mailer.send(
      found.email,
      'subscription_ordered',
      paymentMail.subscriptionOrdered({
        plan: { type: sub.type, areaName: found.areaName },
        orderedAt: sub.createdAt,
        pricePerPeriod: sub.monthlyPrice,
        periods: sub.numOfPeriods,
        paid: paidWith ? paidOf(paidWith.payment) : null,
        receiptNumber: paidWith?.receiptNumber ?? null,
        url: links.subscription,
      }),
      tx,
      {
        dedupeKey: `order:${sub.id}`,
        attachments: [
          ...(paidWith ? receiptRef(paidWith.payment.id, paidWith.receiptNumber) : []),
          { kind: ATTACHMENT.contract, id: sub.id },
        ],
      },
    );
  }

  /** The reaction `mail.money` (shared/app-events.ts): the e-mail of a money event, in its transaction. */
  async function handle(event: AppEvent, tx: Executor): Promise<void> {
    if (event.type === 'payment.succeeded') return paymentSucceeded(tx, event.paymentId);
    if (event.type === 'subscription.ordered') return subscriptionOrdered(tx, event.subscriptionId);
    if (event.type === 'payment.refunded') {
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
          url: links.history,
        }),
        tx,
        {
          dedupeKey: `refund:${event.paymentId}:${event.refundKey}:${event.to}`,
          attachments: returnDocuments(event.paymentId, found.receiptNumber, note),
        },
      );
      return;
    }
    if (event.type !== 'credits.returned') return;
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
        url: links.history,
      }),
      tx,
      {
        dedupeKey: `credits:${event.userId}:${event.reason}:${event.reference}`,
        attachments: original ? returnDocuments(original.payment.id, receiptNumber, note) : [],
      },
    );
  }

  /** The documents the mails attach, rendered from what is stored now (the same the user downloads). */
  function registerAttachments(): void {
    mailer.registerAttachment(ATTACHMENT.receipt, async (paymentId) => {
      const file = await paymentReceiptPdf(db, paymentId);
      return file && { filename: file.fileName, contentType: 'application/pdf', content: file.pdf };
    });
    mailer.registerAttachment(ATTACHMENT.creditReturnNote, async (creditMovementId) => {
      const file = await creditReturnNotePdf(db, creditMovementId);
      return file && { filename: file.fileName, contentType: 'application/pdf', content: file.pdf };
    });
    mailer.registerAttachment(ATTACHMENT.entryIcs, async (ticketId) => {
      const file = await entryCalendarFile(db, ticketId, config.PUBLIC_URL);
      return (
        file && { filename: file.fileName, contentType: 'text/calendar; charset=utf-8', content: file.ics }
      );
    });
    mailer.registerAttachment(ATTACHMENT.contract, async (subscriptionId) => {
      const found = await selectMailSubscription(db, subscriptionId);
      if (!found) return null;
      const { subscription: sub } = found;
      const pdf = await renderContractPdf(
        {
          seller: {
            name: config.SELLER_NAME,
            address: config.SELLER_ADDRESS,
            ico: config.SELLER_ICO,
            dic: config.SELLER_DIC,
            email: SUPPORT_EMAIL,
          },
          customer: { name: found.name, email: found.email },
          plan: { type: sub.type, areaName: found.areaName },
          orderedAt: sub.createdAt,
          startsAt: sub.startDate,
          pricePerPeriod: sub.monthlyPrice,
          periods: sub.numOfPeriods,
          startedAtOnce: sub.startedAtOnceConsent,
          termsUrl: links.terms,
        },
        found.language,
      );
      return { filename: `smlouva-${sub.id.slice(0, 8)}.pdf`, contentType: 'application/pdf', content: pdf };
    });
  }

  return { handle, registerAttachments };
}
