import { formatMoney, formatPragueDate, type HalerAmount } from '@champions/domain';
import { composeEn as compose, type MailContent } from './compose.ts';
import type { VoucherFacts } from './voucher-facts.ts';

/** The English e-mails of gift vouchers, key by key as the Czech ones in voucher-templates.ts (issue 44). */

const money = (minor: number) => formatMoney(minor as HalerAmount, 'en');
const date = (d: Date) => formatPragueDate(d, 'en');
/** '2026-12-24' → '24 December 2026' (the day is a Prague calendar day) */
const day = (isoDay: string) => formatPragueDate(new Date(`${isoDay}T12:00:00Z`), 'en');

export const voucherMailEn = {
  bought: (v: VoucherFacts, url: string): MailContent =>
    compose(
      `Champions gift voucher for ${money(v.amount)}`,
      'Thank you for buying a gift voucher',
      [
        `The voucher for ${v.recipientName} worth ${money(v.amount)} is attached.`,
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
        `${buyerName ? `${buyerName} sends you` : 'We send you'} a Champions gift voucher worth ${money(v.amount)}.`,
        ...(v.message ? [`“${v.message}”`] : []),
        `Voucher code: ${v.code}. Valid until ${date(v.validUntil)}.`,
        'Once redeemed, its value is added as credit to your Champions account.',
      ],
      { url: redeemUrl, label: 'Redeem the voucher' },
    ),
};

/** VOUCHER_TEXTS in English: the voucher's PDF in the buyer's language (issue 44). */
export const VOUCHER_TEXTS_EN = {
  paymentDescription: (amount: number) => `Gift voucher ${money(amount)}`,
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
