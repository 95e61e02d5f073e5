import { CONSTANTS, formatCzk } from '@champions/domain';
import type { CreditsReturnedFor } from '../shared/app-events.ts';
import { CREDIT_NOTE_TEXTS, ENTRY_MESSAGES, SUBSCRIPTION_TEXTS } from '../shared/messages.ts';
import { bilingual, compose, type MailContent, plainName } from './compose.ts';
import type { PaidAmounts, RefundWithCreditNote, SubscriptionCharge } from './payment-mail-types.ts';
import { paymentMailEn } from './payment-templates-en.ts';
import { type PlanLabel, planLabel } from './plan-label.ts';

export type { PaidAmounts, RefundWithCreditNote, SubscriptionCharge } from './payment-mail-types.ts';

/**
 * Czech e-mails of money events: every payment, refund and return of credits comes with its document.
 * Their English is in payment-templates-en.ts.
 */

const pragueDateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const pragueDate = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'long' });
export const mailDateTime = (date: Date) => pragueDateTime.format(date).replace(/\s+/g, ' ');
export const mailDate = (date: Date) => pragueDate.format(date);

/** "Zaplaceno: 150 Kč (kartou 100 Kč, kreditem 50 Kč)." */
function paidLine(paid: { total: number; card: number; credits: number; creditsBack: number }): string {
  const parts = [
    paid.card > 0 ? `kartou ${formatCzk(paid.card)}` : null,
    paid.credits > 0 ? `kreditem ${formatCzk(paid.credits)}` : null,
  ].filter(Boolean);
  const back =
    paid.creditsBack > 0
      ? ` Rozdíl do minimální platby kartou, ${formatCzk(paid.creditsBack)}, jsme vám připsali jako kredit.`
      : '';
  return `Zaplaceno: ${formatCzk(paid.total)}${parts.length ? ` (${parts.join(', ')})` : ''}.${back}`;
}

const receiptLine = (receiptNumber: string | null) =>
  receiptNumber
    ? `Daňový doklad č. ${receiptNumber} najdete v příloze a kdykoli také v historii plateb.`
    : null;

/** The line naming the attached documents: the credit note of a return, else the original receipt. */
function documentsLine(receiptNumber: string | null, creditNoteNumber?: string | null): string[] {
  if (creditNoteNumber && receiptNumber)
    return [`V příloze je opravný daňový doklad č. ${creditNoteNumber} k dokladu č. ${receiptNumber}.`];
  return receiptNumber ? [`V příloze je pro úplnost daňový doklad původní platby č. ${receiptNumber}.`] : [];
}

/** "zrušený vstup Jóga, 1. 12. 2026 18:00", "změnu předplatného (…)" */
function returnedFor(what: CreditsReturnedFor): string {
  switch (what.kind) {
    case 'entry':
      return ENTRY_MESSAGES.cancelledEntryCredits(
        plainName(what.activity),
        what.startsAt ? mailDateTime(what.startsAt) : null,
      );
    case 'switch':
      return SUBSCRIPTION_TEXTS.creditsForSwitch;
    case 'cancelledSwitch':
      return SUBSCRIPTION_TEXTS.creditsForCancelledSwitch;
    case 'reactivation':
      return SUBSCRIPTION_TEXTS.creditsForReactivation;
  }
}

const plan = (label: PlanLabel) => planLabel(label, 'cs');

/** "Změna předplatného na PAYG+", "Poplatek za předčasné ukončení ročního předplatného" */
function chargeFor(charge: SubscriptionCharge): string {
  switch (charge.kind) {
    case 'switch':
      return SUBSCRIPTION_TEXTS.switchTo(plan(charge.plan));
    case 'catch_up_fee':
      return SUBSCRIPTION_TEXTS.catchUpFee;
    case 'described':
      return charge.description;
  }
}

export const paymentMailCs = {
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
      `Potvrzení nákupu: ${plainName(input.activity)} – Champions`,
      'Dobrý den,',
      [
        input.when
          ? `děkujeme za nákup vstupu: ${plainName(input.activity)}, ${mailDateTime(input.when)}.`
          : `děkujeme za nákup vstupu: ${plainName(input.activity)}.`,
        `Kde: ${plainName(input.venue)}, ${plainName(input.address)}.`,
        paidLine(input.paid),
        ...[receiptLine(input.receiptNumber)].filter((line): line is string => line !== null),
        'Pozvánku do kalendáře (.ics) najdete v příloze. Na recepci ukážete QR kód z karty Champions.',
        `Vstup můžete zrušit v historii vstupů: ${input.historyUrl}`,
      ],
      { url: input.cardUrl, label: 'Otevřít kartu s QR kódem' },
    ),
  /** The order's confirmation in text form (Civil Code §1824) with the contract's terms as a PDF. */
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
      `Potvrzení objednávky: ${plan(input.plan)} – Champions`,
      'Dobrý den,',
      [
        `potvrzujeme vaši objednávku předplatného ${plan(input.plan)} ze dne ${mailDateTime(input.orderedAt)}. Smlouva je uzavřena.`,
        `Cena: ${formatCzk(input.pricePerPeriod)} za období ${CONSTANTS.PERIOD_DAYS} dní${input.periods > 1 ? `, ${input.periods} období` : ''}.`,
        input.paid ? paidLine(input.paid) : 'Za první období dnes neplatíte nic.',
        ...[receiptLine(input.receiptNumber)].filter((line): line is string => line !== null),
        `V příloze posíláme potvrzení smlouvy s obchodními podmínkami platnými v den objednávky a formulář pro odstoupení od smlouvy. Od smlouvy můžete odstoupit do ${CONSTANTS.WITHDRAWAL_DAYS} dnů od jejího uzavření.`,
      ],
      { url: input.url, label: 'Spravovat předplatné' },
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
      'Předplatné je zaplacené na další období – Champions',
      'Dobrý den,',
      [
        `zaplatili jste ${input.period + 1}. období předplatného ${plan(input.plan)}.`,
        paidLine(input.paid),
        ...(input.nextBilling ? [`Další platba proběhne ${mailDate(input.nextBilling)}.`] : []),
        ...[receiptLine(input.receiptNumber)].filter((line): line is string => line !== null),
      ],
      { url: input.url, label: 'Spravovat předplatné' },
    ),
  /** A switch charge, a catch-up fee: a payment of the subscription, named by what it paid for. */
  subscriptionCharge: (input: {
    charge: SubscriptionCharge;
    paid: PaidAmounts;
    receiptNumber: string | null;
    url: string;
  }): MailContent =>
    compose(
      `Potvrzení platby: ${chargeFor(input.charge)} – Champions`,
      'Dobrý den,',
      [
        `přijali jsme vaši platbu: ${chargeFor(input.charge)}.`,
        paidLine(input.paid),
        ...[receiptLine(input.receiptNumber)].filter((line): line is string => line !== null),
      ],
      { url: input.url, label: 'Spravovat předplatné' },
    ),
  /** Any other succeeded payment. */
  paid: (input: { description: string; paid: PaidAmounts; receiptNumber: string | null; url: string }) =>
    compose(
      'Potvrzení platby – Champions',
      'Dobrý den,',
      [
        `přijali jsme vaši platbu: ${plainName(input.description)}.`,
        paidLine(input.paid),
        ...[receiptLine(input.receiptNumber)].filter((line): line is string => line !== null),
      ],
      { url: input.url, label: 'Historie plateb' },
    ),
  refunded: (input: {
    description: string;
    amount: number;
    to: 'card' | 'credits';
    receiptNumber: string | null;
    /** the credit note of money returned as credit */
    creditNoteNumber?: string | null;
    url: string;
  }): MailContent =>
    compose(
      input.to === 'card' ? 'Vrátili jsme vám peníze – Champions' : 'Vrátili jsme vám kredit – Champions',
      'Dobrý den,',
      [
        input.to === 'card'
          ? `za platbu „${plainName(input.description)}“ jsme vám vrátili ${formatCzk(input.amount)} na platební kartu. Na účtu je uvidíte obvykle do 5 až 10 pracovních dnů.`
          : `za platbu „${plainName(input.description)}“ jsme vám vrátili ${formatCzk(input.amount)} jako kredit. Kredit nepropadá a použije se při další platbě jako první.`,
        ...documentsLine(input.receiptNumber, input.creditNoteNumber),
      ],
      { url: input.url, label: 'Historie plateb' },
    ),
  /** The back office refunded a card payment: the credit note is attached (texts in CREDIT_NOTE_TEXTS). */
  refundedWithCreditNote: (input: RefundWithCreditNote): MailContent =>
    compose(
      CREDIT_NOTE_TEXTS.mailSubject,
      CREDIT_NOTE_TEXTS.mailHeading,
      [
        ...CREDIT_NOTE_TEXTS.mailParagraphs(
          input.description,
          formatCzk(input.amount),
          input.reason,
          input.number,
          input.receiptNumber,
        ),
        ...(input.ticketCancelled ? [CREDIT_NOTE_TEXTS.mailTicketCancelled] : []),
      ],
      { url: input.url, label: CREDIT_NOTE_TEXTS.mailLink },
    ),
  creditsReturned: (input: {
    what: CreditsReturnedFor;
    amount: number;
    receiptNumber: string | null;
    creditNoteNumber?: string | null;
    url: string;
  }): MailContent =>
    compose(
      'Vrátili jsme vám kredit – Champions',
      'Dobrý den,',
      [
        `za ${returnedFor(input.what)} jsme vám vrátili ${formatCzk(input.amount)} jako kredit.`,
        'Kredit nepropadá a použije se při další platbě jako první.',
        ...documentsLine(input.receiptNumber, input.creditNoteNumber),
      ],
      { url: input.url, label: 'Historie vstupů' },
    ),
};

export const paymentMail = bilingual(paymentMailCs, paymentMailEn);
