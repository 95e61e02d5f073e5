import { formatCzk, PAGES } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { compose } from '../../../mail/templates.ts';
import type { VoucherRow } from '../repository.ts';
import { VOUCHER_PDF_ATTACHMENT, voucherRedeemUrl } from './voucher-pdf.ts';

const czechDate = (d: Date) =>
  new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'long' }).format(d);

/** The buyer's mail: the voucher with its PDF, at once after the payment (and again from the back office). */
export async function sendVoucherToBuyer(
  mailer: Mailer,
  publicUrl: string,
  to: string,
  v: VoucherRow,
  tx?: Executor,
  dedupeKey = `voucher-bought:${v.id}`,
): Promise<void> {
  const delivery = v.recipientEmail
    ? `Obdarovanému (${v.recipientEmail}) ho pošleme e-mailem ${v.deliveryDate.split('-').reverse().join('. ').replace(/^0/, '')}.`
    : 'Poukaz v příloze můžete vytisknout nebo přeposlat.';
  await mailer.send(
    to,
    'voucher_bought',
    compose(
      `Dárkový poukaz Champions na ${formatCzk(v.amount)}`,
      'Děkujeme za nákup dárkového poukazu',
      [
        `Poukaz pro ${v.recipientName} v hodnotě ${formatCzk(v.amount)} je v příloze.`,
        `Kód poukazu: ${v.code}. Platí do ${czechDate(v.validUntil)}.`,
        delivery,
        'Do 14 dní od nákupu můžete od nevyužitého poukazu odstoupit; peníze se vrátí na kartu.',
      ],
      { url: new URL(PAGES.voucher, publicUrl).toString(), label: 'Moje poukazy' },
    ),
    tx,
    { dedupeKey, attachments: [{ kind: VOUCHER_PDF_ATTACHMENT, id: v.id }] },
  );
}

/** The recipient's mail on the chosen day: the voucher with its PDF and the link that redeems it. */
export async function sendVoucherToRecipient(
  mailer: Mailer,
  publicUrl: string,
  v: VoucherRow,
  buyerName: string | null,
  tx?: Executor,
  dedupeKey = `voucher-delivered:${v.id}`,
): Promise<void> {
  if (!v.recipientEmail) return;
  await mailer.send(
    v.recipientEmail,
    'voucher_delivered',
    compose(
      'Dostali jste dárkový poukaz Champions',
      `${v.recipientName}, máte dárek`,
      [
        `${buyerName ? `${buyerName} vám posílá` : 'Posíláme vám'} dárkový poukaz Champions v hodnotě ${formatCzk(v.amount)}.`,
        ...(v.message ? [`„${v.message}“`] : []),
        `Kód poukazu: ${v.code}. Platí do ${czechDate(v.validUntil)}.`,
        'Po uplatnění se hodnota připíše jako kredit na váš účet Champions.',
      ],
      { url: voucherRedeemUrl(publicUrl, v.code), label: 'Uplatnit poukaz' },
    ),
    tx,
    { dedupeKey, attachments: [{ kind: VOUCHER_PDF_ATTACHMENT, id: v.id }] },
  );
}
