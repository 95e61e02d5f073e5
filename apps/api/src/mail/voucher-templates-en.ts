import { formatMoney, formatPragueDate, type HalerAmount } from '@champions/domain';
import { composeEn as compose, type MailContent } from './compose.ts';
import { type PlanLabel, planLabel } from './plan-label.ts';
import type { VoucherFacts } from './voucher-facts.ts';

/** The English e-mails of gift vouchers, key by key as the Czech ones in voucher-templates.ts. */

const money = (minor: number) => formatMoney(minor as HalerAmount, 'en');
const date = (d: Date) => formatPragueDate(d, 'en');
/** '2026-12-24' → '24 December 2026' (the day is a Prague calendar day) */
const day = (isoDay: string) => formatPragueDate(new Date(`${isoDay}T12:00:00Z`), 'en');
/** "1 period (4 weeks)", "3 periods (12 weeks)": a period is 28 days */
const periodsText = (n: number) => (n === 1 ? '1 period (4 weeks)' : `${n} periods (${n * 4} weeks)`);
/** what the voucher gives: its amount, or its plan for its periods */
const worth = (v: VoucherFacts) =>
  v.plan && v.periods ? `${planLabel(v.plan, 'en')} for ${periodsText(v.periods)}` : money(v.amount);

export const voucherMailEn = {
  bought: (v: VoucherFacts, url: string): MailContent =>
    compose(
      `Champions gift voucher for ${worth(v)}`,
      'Thank you for buying a gift voucher',
      [
        v.plan
          ? `The voucher for ${v.recipientName} for ${worth(v)}, paid ${money(v.amount)}, is attached; the tax receipt is in the payment's e-mail.`
          : `The voucher for ${v.recipientName} worth ${money(v.amount)} is attached.`,
        `Voucher code: ${v.code}. Valid until ${date(v.validUntil)}.`,
        v.recipientEmail
          ? `We will e-mail it to the recipient (${v.recipientEmail}) on ${day(v.deliveryDate)}.`
          : 'You can print the attached voucher or forward it.',
        'Within 14 days of the purchase you can withdraw from an unused voucher; the money goes back to your card.',
      ],
      { url, label: 'My vouchers' },
    ),
  delivered: (v: VoucherFacts, buyerName: string | null, redeemUrl: string): MailContent =>
    compose(
      'You have received a Champions gift voucher',
      `${v.recipientName}, you have a present`,
      [
        `${buyerName ? `${buyerName} sends you` : 'We send you'} a Champions gift voucher ${v.plan ? `for ${worth(v)}` : `worth ${money(v.amount)}`}.`,
        ...(v.message ? [`“${v.message}”`] : []),
        `Voucher code: ${v.code}. Valid until ${date(v.validUntil)}.`,
        v.plan
          ? 'Once redeemed on your Champions account, the plan starts; its voucher periods cost nothing.'
          : 'Once redeemed, its value is added as credit to your Champions account.',
      ],
      { url: redeemUrl, label: 'Redeem the voucher' },
    ),
};

/** VOUCHER_TEXTS in English: the voucher's PDF in the buyer's language. */
export const VOUCHER_TEXTS_EN = {
  paymentDescription: (amount: number) => `Gift voucher ${money(amount)}`,
  planPaymentDescription: (plan: string, periods: number) =>
    `Gift voucher for the plan ${plan}, ${periodsText(periods)}`,
  pdfPlan: (plan: PlanLabel, periods: number) => `${planLabel(plan, 'en')}\n${periodsText(periods)}`,
  pdfPlanNote:
    'Once redeemed on a Champions account, the voucher starts the Championship plan; the periods it covers cost nothing, the following periods are paid by card as usual. The tax receipt was issued when the voucher was sold.',
  withdrawalCreditNote: 'Withdrawal from a gift voucher',
  pdfTitle: (code: string) => `Champions gift voucher ${code}`,
  pdfHeading: 'Champions gift voucher',
  pdfFor: (name: string) => `For: ${name}`,
  pdfCode: 'Voucher code',
  pdfRedeem: (url: string) => `Scan the code or open ${url} to redeem the voucher.`,
  pdfValid: (until: Date) => `Valid until ${date(until)}.`,
  pdfNote:
    'Once redeemed, the value of the voucher is added as credit to the Champions account and can be used step by step for entries and services. The voucher is not a tax document; you receive the tax document when you use it.',
  quoted: (message: string) => `“${message}”`,
};
