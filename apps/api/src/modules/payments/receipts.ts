import type { ReceiptDto } from '@champions/contract';
import {
  formatCzk,
  formatReceiptNumber,
  type Language,
  receiptDocumentKind,
  vatFromGross,
} from '@champions/domain';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { payments } from '../../db/schema.ts';
import { czechWithEnglish } from '../../shared/bilingual-texts.ts';
import { RECEIPT_TEXTS } from '../../shared/messages.ts';
import { RECEIPT_TEXTS_EN } from '../../shared/messages-en.ts';
import { renderPdf } from '../../shared/pdf-document.ts';
import {
  insertReceipt,
  nextReceiptNumber,
  selectBuyer,
  selectReceiptDocument,
} from './receipt-repository.ts';

/** An English customer's tax document: Czech as the law wants it, English beside each label. */
const RECEIPT_TEXTS_BILINGUAL = czechWithEnglish(RECEIPT_TEXTS, RECEIPT_TEXTS_EN);

type Payment = typeof payments.$inferSelect;

export const pragueYear = (date: Date) =>
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Prague', year: 'numeric' }).format(date);

/**
 * Issues the tax document of a successful payment in the payment's own transaction. The number
 * comes from one series per year whose counter row is locked and moved here, so a rolled-back
 * payment gives its number back: the series has no gaps. Issuing twice answers the first receipt.
 *
 * With `numberAtCommit` the receipt gets a pending number that the database replaces with the next
 * of the series when the transaction commits (migration 0032: in the receipt, its document, the
 * payment and the payment's e-mail): the counter row, which every sale shares, is then locked only
 * for the commit. For sales whose e-mail is the only place the number shows before the commit.
 */
export async function issueReceipt(
  tx: Executor,
  config: AppConfig,
  payment: Payment,
  now: Date,
  options: {
    numberAtCommit?: boolean;
    /** the payment was made in this transaction (it has no receipt yet), by this buyer */
    newPaymentOf?: { name: string; email: string };
  } = {},
): Promise<ReceiptDto> {
  if (!options.newPaymentOf) {
    const existing = await selectReceiptDocument(tx, payment.id);
    if (existing) return existing;
  }
  const series = pragueYear(now);
  // read before the number is taken: the series' counter stays locked from then to the commit
  const buyer = options.newPaymentOf ?? (await selectBuyer(tx, payment.userId));
  const number = options.numberAtCommit
    ? pendingReceiptNumber(series, payment.id)
    : formatReceiptNumber(series, await nextReceiptNumber(tx, series));
  const total = payment.totalAmount;
  const vat = vatFromGross(total, config.VAT_RATE_SPORT);
  const document: ReceiptDto = {
    number,
    kind: receiptDocumentKind(total),
    issuedAt: now.toISOString(),
    seller: {
      name: config.SELLER_NAME,
      address: config.SELLER_ADDRESS,
      ico: config.SELLER_ICO,
      dic: config.SELLER_DIC,
    },
    buyer: { name: buyer?.name ?? '', email: buyer?.email ?? '' },
    items: [{ description: payment.description, quantity: 1, total, vatRate: config.VAT_RATE_SPORT }],
    vat: [{ ratePercent: vat.ratePercent, base: vat.base, vat: vat.vat, total: vat.total }],
    total,
    paidByCard: payment.amount,
    paidByCredits: payment.creditsUsed,
    creditsBack: payment.creditsBack,
    currency: payment.currency,
  };
  await insertReceipt(tx, { number, paymentId: payment.id, issuedAt: now, document });
  return document;
}

/** What the database replaces when the receipt's transaction commits (migration 0032). */
const pendingReceiptNumber = (series: string, paymentId: string) => `pending/${series}/${paymentId}`;

const kc = (minor: number) => formatCzk(minor);
const dateCs = (iso: string) =>
  new Intl.DateTimeFormat('cs-CZ', {
    timeZone: 'Europe/Prague',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));

/**
 * The receipt as a PDF (A4, DejaVu Sans embedded): Czech, and for a customer whose language is English
 * bilingual (each label Czech / English).
 */
export function renderReceiptPdf(receipt: ReceiptDto, language: Language = 'cs'): Promise<Buffer> {
  const text = language === 'en' ? RECEIPT_TEXTS_BILINGUAL : RECEIPT_TEXTS;
  return renderPdf({ Title: text.pdfTitle(receipt.number), Author: receipt.seller.name }, (doc) => {
    const title = receipt.kind === 'simplified' ? text.simplifiedTitle : text.fullTitle;
    doc.font('bold').fontSize(18).text(title);
    doc.font('regular').fontSize(11).text(text.number(receipt.number));
    doc.text(text.issued(dateCs(receipt.issuedAt)));
    doc.moveDown();
    doc.font('bold').text(text.seller);
    doc.font('regular').text(receipt.seller.name);
    doc.text(receipt.seller.address);
    doc.text(text.sellerIds(receipt.seller.ico, receipt.seller.dic));
    if (receipt.kind === 'full') {
      doc.moveDown();
      doc.font('bold').text(text.buyer);
      doc.font('regular').text(receipt.buyer.name || receipt.buyer.email);
      doc.text(receipt.buyer.email);
    }
    doc.moveDown();
    doc.font('bold').text(text.items);
    for (const item of receipt.items) {
      doc.font('regular').text(text.item(item.quantity, item.description, kc(item.total), item.vatRate));
    }
    doc.moveDown();
    doc.font('bold').text(text.vatBreakdown);
    for (const line of receipt.vat) {
      doc.font('regular').text(text.vatLine(line.ratePercent, kc(line.base), kc(line.vat), kc(line.total)));
    }
    doc.moveDown();
    doc
      .font('bold')
      .fontSize(13)
      .text(text.total(kc(receipt.total)));
    doc.font('regular').fontSize(11);
    doc.text(text.paidWith);
    doc.text(text.paidByCard(kc(receipt.paidByCard)));
    if (receipt.paidByCredits > 0) doc.text(text.paidByCredits(kc(receipt.paidByCredits)));
    if (receipt.creditsBack > 0) {
      doc.text(text.creditsBack(kc(receipt.creditsBack)));
    }
    doc.moveDown();
    doc.fontSize(9).text(text.footer);
  });
}
