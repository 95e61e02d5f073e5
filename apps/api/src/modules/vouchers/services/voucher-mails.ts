import { PAGES } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { voucherMail } from '../../../mail/voucher-templates.ts';
import { selectBuyerLanguage, type VoucherRow } from '../repository.ts';
import { voucherFacts } from './voucher-facts.ts';
import { VOUCHER_PDF_ATTACHMENT, voucherRedeemUrl } from './voucher-pdf.ts';

/** The buyer's mail: the voucher with its PDF, at once after the payment (and again from the back office). */
export async function sendVoucherToBuyer(
  mailer: Mailer,
  publicUrl: string,
  to: string,
  v: VoucherRow,
  tx: Executor,
  dedupeKey = `voucher-bought:${v.id}`,
): Promise<void> {
  await mailer.send(
    to,
    'voucher_bought',
    voucherMail.bought(await voucherFacts(tx, v), new URL(PAGES.voucher, publicUrl).toString()),
    tx,
    { dedupeKey, attachments: [{ kind: VOUCHER_PDF_ATTACHMENT, id: v.id }] },
  );
}

/**
 * The recipient's mail on the chosen day: the voucher with its PDF and the link that redeems it; in the
 * language of the recipient's account, or the buyer's when the recipient has none.
 */
export async function sendVoucherToRecipient(
  mailer: Mailer,
  publicUrl: string,
  v: VoucherRow,
  buyerName: string | null,
  tx: Executor,
  dedupeKey = `voucher-delivered:${v.id}`,
): Promise<void> {
  if (!v.recipientEmail) return;
  await mailer.send(
    v.recipientEmail,
    'voucher_delivered',
    voucherMail.delivered(await voucherFacts(tx, v), buyerName, voucherRedeemUrl(publicUrl, v.code)),
    tx,
    {
      dedupeKey,
      attachments: [{ kind: VOUCHER_PDF_ATTACHMENT, id: v.id }],
      fallbackLanguage: await selectBuyerLanguage(tx, v.buyerId),
    },
  );
}
