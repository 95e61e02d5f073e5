import { formatCzk } from '@champions/domain';
import { bilingual, compose, type MailContent } from './compose.ts';
import { type PlanLabel, planLabel } from './plan-label.ts';
import type { VoucherFacts } from './voucher-facts.ts';
import { voucherMailEn } from './voucher-templates-en.ts';

/** The Czech texts of gift vouchers: their e-mails, their PDF and their payment's description. */

const czechDate = (d: Date) =>
  new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'long' }).format(d);
const czechDay = (day: string) => day.split('-').reverse().join('. ').replace(/^0/, '');

/** "1 období (4 týdny)", "3 období (12 týdnů)": a period is 28 days */
const periodsText = (n: number) => `${n} období (${n * 4} ${n === 1 ? 'týdny' : 'týdnů'})`;
/** what the voucher gives: its amount, or its plan for its periods */
const worth = (v: VoucherFacts) =>
  v.plan && v.periods ? `${planLabel(v.plan, 'cs')} na ${periodsText(v.periods)}` : formatCzk(v.amount);

export const VOUCHER_TEXTS = {
  paymentDescription: (amount: number) => `Dárkový poukaz ${formatCzk(amount)}`,
  planPaymentDescription: (plan: string, periods: number) =>
    `Dárkový poukaz na předplatné ${plan}, ${periodsText(periods)}`,
  pdfPlan: (plan: PlanLabel, periods: number) => `${planLabel(plan, 'cs')}\n${periodsText(periods)}`,
  pdfPlanNote:
    'Poukaz po uplatnění na účtu Champions spustí předplatné Championship; za období, která pokrývá, se nic neplatí, další období se platí běžně kartou. Daňový doklad byl vystaven při prodeji poukazu.',
  withdrawalCreditNote: 'Odstoupení od dárkového poukazu',
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

/** The Czech e-mails of gift vouchers; their English is in voucher-templates-en.ts. */
export const voucherMailCs = {
  /** the buyer's mail: the voucher with its PDF, at once after the payment */
  bought: (v: VoucherFacts, url: string): MailContent =>
    compose(
      `Dárkový poukaz Champions na ${worth(v)}`,
      'Děkujeme za nákup dárkového poukazu',
      [
        v.plan
          ? `Poukaz pro ${v.recipientName} na ${worth(v)} za ${formatCzk(v.amount)} je v příloze, daňový doklad v e-mailu o platbě.`
          : `Poukaz pro ${v.recipientName} v hodnotě ${formatCzk(v.amount)} je v příloze.`,
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
        `${buyerName ? `${buyerName} vám posílá` : 'Posíláme vám'} dárkový poukaz Champions ${v.plan ? `na ${worth(v)}` : `v hodnotě ${formatCzk(v.amount)}`}.`,
        ...(v.message ? [VOUCHER_TEXTS.quoted(v.message)] : []),
        `Kód poukazu: ${v.code}. Platí do ${czechDate(v.validUntil)}.`,
        v.plan
          ? 'Po uplatnění na vašem účtu Champions začne předplatné; za období poukazu se nic neplatí.'
          : 'Po uplatnění se hodnota připíše jako kredit na váš účet Champions.',
      ],
      { url: redeemUrl, label: 'Uplatnit poukaz' },
    ),
};

export const voucherMail = bilingual(voucherMailCs, voucherMailEn);
