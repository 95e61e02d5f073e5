import type { Executor } from '../db/client.ts';
import type { Payment } from '../modules/payments/index.ts';
import { readSwitchChargeReference } from '../modules/subscriptions/index.ts';
import { ATTACHMENT, type PaymentMailParts, paymentMailLinks, receiptRef } from './payment-mail-parts.ts';
import {
  selectAreaName,
  selectMailPayment,
  selectMailSubscription,
  selectPaidEntry,
} from './payment-mail-repository.ts';
import { type PaidAmounts, paymentMail, type SubscriptionCharge } from './payment-templates.ts';

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

/**
 * The e-mail of a succeeded payment (`payment:<paymentId>`): an entry (with its .ics), a subscription's
 * order or renewal, a switch charge, a catch-up fee, anything else paid; with its receipt.
 */
export async function mailPaymentSucceeded(
  parts: PaymentMailParts,
  tx: Executor,
  paymentId: string,
): Promise<void> {
  const { mailer } = parts;
  const links = paymentMailLinks(parts.config);
  // the receipt was issued with the payment, in this transaction (payments completePayment, or
  // issueCreditsReceipt for an entry paid with credits): the mail only reads its number
  const found = await selectMailPayment(tx, paymentId);
  if (found?.payment.status !== 'succeeded') return;
  const { payment, email, language, receiptNumber } = found;
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
        language,
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
      await mailSubscriptionOrdered(parts, tx, sub.id, { payment, receiptNumber });
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
      { dedupeKey: `payment:${payment.id}`, language, attachments: receipt },
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
    { dedupeKey: `payment:${payment.id}`, language, attachments: receipt },
  );
}

/**
 * The order's confirmation with the contract (`order:<subscriptionId>`; paid: with its receipt; a free
 * first period: without).
 */
export async function mailSubscriptionOrdered(
  { mailer, config }: PaymentMailParts,
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
      url: paymentMailLinks(config).subscription,
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
