import { formatCzk } from '@champions/domain';
import { bilingual, compose, type MailContent } from './compose.ts';
import type { VoucherFacts } from './voucher-facts.ts';
import { voucherMailEn } from './voucher-templates-en.ts';

/** The Czech texts of gift vouchers: their e-mails, their PDF and their payment's description. */

const czechDate = (d: Date) =>
  new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'long' }).format(d);
const czechDay = (day: string) => day.split('-').reverse().join('. ').replace(/^0/, '');

export const VOUCHER_TEXTS = {
  paymentDescription: (amount: number) => `Dárkový poukaz ${formatCzk(amount)}`,
  pdfTitle: (code: string) => `Dárkový poukaz Champions ${code}`,
  pdfHeading: 'Dárkový poukaz Champions',
  pdfFor: (name: string) => `Pro: ${name}`,
  pdfCode: 'Kód poukazu',
  pdfRedeem: (url: string) => `Naskenujte kód nebo otevřete ${url} a poukaz uplatněte.`,
  pdfValid: (until: Date) => `Platí do ${czechDate(until)}.`,
  pdfNote:
    'Hodnota poukazu se po uplatnění připíše jako kredit na účet Champions a lze ji postupně využít na vstupy a služby. Poukaz není daňovým dokladem; daňový doklad dostanete při jeho využití.',
  quoted: (message: string) => `„${message}“`,
};

/** The Czech e-mails of gift vouchers; their English is in voucher-templates-en.ts (issue 44). */
export const voucherMailCs = {
  /** the buyer's mail: the voucher with its PDF, at once after the payment */
  bought: (v: VoucherFacts, url: string): MailContent =>
    compose(
      `Dárkový poukaz Champions na ${formatCzk(v.amount)}`,
      'Děkujeme za nákup dárkového poukazu',
      [
        `Poukaz pro ${v.recipientName} v hodnotě ${formatCzk(v.amount)} je v příloze.`,
        `Kód poukazu: ${v.code}. Platí do ${czechDate(v.validUntil)}.`,
        v.recipientEmail
          ? `Obdarovanému (${v.recipientEmail}) ho pošleme e-mailem ${czechDay(v.deliveryDate)}.`
          : 'Poukaz v příloze můžete vytisknout nebo přeposlat.',
        'Do 14 dní od nákupu můžete od nevyužitého poukazu odstoupit; peníze se vrátí na kartu.',
      ],
      { url, label: 'Moje poukazy' },
    ),
  /** the recipient's mail on the chosen day, with the link that redeems it */
  delivered: (v: VoucherFacts, buyerName: string | null, redeemUrl: string): MailContent =>
    compose(
      'Dostali jste dárkový poukaz Champions',
      `${v.recipientName}, máte dárek`,
      [
        `${buyerName ? `${buyerName} vám posílá` : 'Posíláme vám'} dárkový poukaz Champions v hodnotě ${formatCzk(v.amount)}.`,
        ...(v.message ? [VOUCHER_TEXTS.quoted(v.message)] : []),
        `Kód poukazu: ${v.code}. Platí do ${czechDate(v.validUntil)}.`,
        'Po uplatnění se hodnota připíše jako kredit na váš účet Champions.',
      ],
      { url: redeemUrl, label: 'Uplatnit poukaz' },
    ),
};

export const voucherMail = bilingual(voucherMailCs, voucherMailEn);
