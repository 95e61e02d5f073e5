import {
  CONSTANTS,
  formatMoney,
  formatPragueDate,
  formatPragueDateTime,
  type HalerAmount,
} from '@champions/domain';
import type { CreditsReturnedFor } from '../shared/app-events.ts';
import { composeEn as compose, type MailContent, plainName } from './compose.ts';
import { paymentDescriptionIn } from './payment-description.ts';
import type { PaidAmounts, RefundWithCreditNote, SubscriptionCharge } from './payment-mail-types.ts';
import { type PlanLabel, planLabel } from './plan-label.ts';

/** The English e-mails of money events, key by key as the Czech ones in payment-templates.ts. */

const money = (minor: number) => formatMoney(minor as HalerAmount, 'en');
const mailDateTime = (date: Date) => formatPragueDateTime(date, 'en');
const mailDate = (date: Date) => formatPragueDate(date, 'en');

/** "Paid: 150 Kč (100 Kč by card, 50 Kč in credit)." */
function paidLine(paid: PaidAmounts): string {
  const parts = [
    paid.card > 0 ? `${money(paid.card)} by card` : null,
    paid.credits > 0 ? `${money(paid.credits)} in credit` : null,
  ].filter(Boolean);
  const back =
    paid.creditsBack > 0
      ? ` We have added the difference up to the minimum card payment, ${money(paid.creditsBack)}, to your credit.`
      : '';
  return `Paid: ${money(paid.total)}${parts.length ? ` (${parts.join(', ')})` : ''}.${back}`;
}

const receiptLines = (receiptNumber: string | null) =>
  receiptNumber
    ? [
        `You will find tax document (daňový doklad) No. ${receiptNumber} attached, and at any time in your payment history.`,
      ]
    : [];

function documentsLine(receiptNumber: string | null, creditNoteNumber?: string | null): string[] {
  if (creditNoteNumber && receiptNumber)
    return [
      `Attached is credit note (opravný daňový doklad) No. ${creditNoteNumber} to document No. ${receiptNumber}.`,
    ];
  return receiptNumber
    ? [`For completeness, the tax document of the original payment, No. ${receiptNumber}, is attached.`]
    : [];
}

/** "the cancelled entry Yoga, 1 Dec 2026, 18:00", "the change of your subscription (…)" */
function returnedFor(what: CreditsReturnedFor): string {
  switch (what.kind) {
    case 'entry':
      return what.startsAt
        ? `the cancelled entry ${plainName(what.activity)}, ${mailDateTime(what.startsAt)}`
        : `the cancelled entry ${plainName(what.activity)}`;
    case 'switch':
      return 'the change of your subscription (the unused part of the paid period)';
    case 'cancelledSwitch':
      return 'the cancelled change of your subscription (the surcharge returned)';
    case 'reactivation':
      return 'renewing your yearly subscription (the surcharge returned)';
  }
}

const plan = (label: PlanLabel) => planLabel(label, 'en');

/** "Change of the subscription to PAYG+", "Fee for ending the yearly subscription early" */
function chargeFor(charge: SubscriptionCharge): string {
  switch (charge.kind) {
    case 'switch':
      return `Change of the subscription to ${plan(charge.plan)}`;
    case 'catch_up_fee':
      return 'Fee for ending the yearly subscription early';
    case 'described':
      return paymentDescriptionIn(charge.description, 'en');
  }
}

export const paymentMailEn = {
  entryPurchased: (input: {
    activity: string;
    when: Date | null;
    venue: string;
    address: string;
    paid: PaidAmounts;
    receiptNumber: string | null;
    cardUrl: string;
    historyUrl: string;
  }): MailContent =>
    compose(
      `Purchase confirmed: ${plainName(input.activity)} – Champions`,
      'Hello,',
      [
        input.when
          ? `thank you for buying an entry: ${plainName(input.activity)}, ${mailDateTime(input.when)}.`
          : `thank you for buying an entry: ${plainName(input.activity)}.`,
        `Where: ${plainName(input.venue)}, ${plainName(input.address)}.`,
        paidLine(input.paid),
        ...receiptLines(input.receiptNumber),
        'A calendar invitation (.ics) is attached. At the reception, show the QR code of your Champions card.',
        `You can cancel the entry in your entry history: ${input.historyUrl}`,
      ],
      { url: input.cardUrl, label: 'Open the card with the QR code' },
    ),
  subscriptionOrdered: (input: {
    plan: PlanLabel;
    orderedAt: Date;
    pricePerPeriod: number;
    periods: number;
    paid: PaidAmounts | null;
    receiptNumber: string | null;
    url: string;
  }): MailContent =>
    compose(
      `Order confirmed: ${plan(input.plan)} – Champions`,
      'Hello,',
      [
        `we confirm your order of the ${plan(input.plan)} subscription of ${mailDateTime(input.orderedAt)}. The contract is concluded.`,
        `Price: ${money(input.pricePerPeriod)} per period of ${CONSTANTS.PERIOD_DAYS} days${input.periods > 1 ? `, ${input.periods} periods` : ''}.`,
        input.paid ? paidLine(input.paid) : 'You pay nothing for the first period today.',
        ...receiptLines(input.receiptNumber),
        `Attached is the confirmation of the contract with the terms valid on the day of the order and the withdrawal form. You may withdraw from the contract within ${CONSTANTS.WITHDRAWAL_DAYS} days of concluding it.`,
      ],
      { url: input.url, label: 'Manage the subscription' },
    ),
  renewed: (input: {
    plan: PlanLabel;
    period: number;
    nextBilling: Date | null;
    paid: PaidAmounts;
    receiptNumber: string | null;
    url: string;
  }): MailContent =>
    compose(
      'Your subscription is paid for the next period – Champions',
      'Hello,',
      [
        `you have paid period ${input.period + 1} of the ${plan(input.plan)} subscription.`,
        paidLine(input.paid),
        ...(input.nextBilling ? [`The next payment will be on ${mailDate(input.nextBilling)}.`] : []),
        ...receiptLines(input.receiptNumber),
      ],
      { url: input.url, label: 'Manage the subscription' },
    ),
  subscriptionCharge: (input: {
    charge: SubscriptionCharge;
    paid: PaidAmounts;
    receiptNumber: string | null;
    url: string;
  }): MailContent =>
    compose(
      `Payment confirmed: ${chargeFor(input.charge)} – Champions`,
      'Hello,',
      [
        `we have received your payment: ${chargeFor(input.charge)}.`,
        paidLine(input.paid),
        ...receiptLines(input.receiptNumber),
      ],
      { url: input.url, label: 'Manage the subscription' },
    ),
  paid: (input: { description: string; paid: PaidAmounts; receiptNumber: string | null; url: string }) =>
    compose(
      'Payment confirmed – Champions',
      'Hello,',
      [
        `we have received your payment: ${plainName(paymentDescriptionIn(input.description, 'en'))}.`,
        paidLine(input.paid),
        ...receiptLines(input.receiptNumber),
      ],
      { url: input.url, label: 'Payment history' },
    ),
  refunded: (input: {
    description: string;
    amount: number;
    to: 'card' | 'credits';
    receiptNumber: string | null;
    creditNoteNumber?: string | null;
    url: string;
  }): MailContent =>
    compose(
      input.to === 'card'
        ? 'We have refunded your money – Champions'
        : 'We have returned your credit – Champions',
      'Hello,',
      [
        input.to === 'card'
          ? `for the payment “${plainName(paymentDescriptionIn(input.description, 'en'))}” we have refunded ${money(input.amount)} to your payment card. You will usually see it on your account within 5 to 10 working days.`
          : `for the payment “${plainName(paymentDescriptionIn(input.description, 'en'))}” we have returned ${money(input.amount)} to you as credit. Credit does not expire and is used first with your next payment.`,
        ...documentsLine(input.receiptNumber, input.creditNoteNumber),
      ],
      { url: input.url, label: 'Payment history' },
    ),
  refundedWithCreditNote: (input: RefundWithCreditNote): MailContent =>
    compose(
      'We have refunded your payment – Champions',
      'Hello,',
      [
        `for the payment “${paymentDescriptionIn(input.description, 'en')}” we have refunded ${money(input.amount)} to your payment card. You will usually see it on your account within 5 to 10 working days.`,
        `Reason: ${input.reason}`,
        `Attached is credit note (opravný daňový doklad) No. ${input.number} to document No. ${input.receiptNumber}. You will also find it in your payments.`,
        ...(input.ticketCancelled ? ['We have cancelled the entry bought with this payment.'] : []),
      ],
      { url: input.url, label: 'Open payments' },
    ),
  creditsReturned: (input: {
    what: CreditsReturnedFor;
    amount: number;
    receiptNumber: string | null;
    creditNoteNumber?: string | null;
    url: string;
  }): MailContent =>
    compose(
      'We have returned your credit – Champions',
      'Hello,',
      [
        `for ${returnedFor(input.what)} we have returned ${money(input.amount)} to you as credit.`,
        'Credit does not expire and is used first with your next payment.',
        ...documentsLine(input.receiptNumber, input.creditNoteNumber),
      ],
      { url: input.url, label: 'Entry history' },
    ),
};
