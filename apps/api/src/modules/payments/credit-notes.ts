import type { CreditNoteDto, ReceiptDto } from '@champions/contract';
import { creditNoteVat, formatCzk, formatReceiptNumber } from '@champions/domain';
import type { AppConfig } from '../../config.ts';
import { CREDIT_NOTE_TEXTS as text } from '../../shared/messages.ts';
import { renderPdf } from '../../shared/pdf-document.ts';
import { insertCreditNote, selectCreditNoteOfRefund } from './credit-note-repository.ts';
import type { Executor } from './ledger.ts';
import type { Payment } from './payment-repository.ts';
import { nextReceiptNumber, selectBuyer } from './receipt-repository.ts';
import { pragueYear } from './receipts.ts';

/**
 * Issues the credit note (opravný daňový doklad, ZDPH §45) of a refund in the refund's transaction.
 * Its number comes from the SAME gap-free yearly series as the receipts (the counter row is locked and
 * moved here, so a rolled-back refund gives its number back). It names the receipt it corrects and
 * prints the refunded amount and its VAT split negative, with the reason.
 */
export async function issueCreditNote(
  tx: Executor,
  config: AppConfig,
  input: {
    payment: Payment;
    receipt: ReceiptDto;
    refundId: string;
    amount: number;
    reason: string;
    now: Date;
  },
): Promise<CreditNoteDto> {
  const existing = await selectCreditNoteOfRefund(tx, input.refundId);
  if (existing) return existing;
  const series = pragueYear(input.now);
  const number = formatReceiptNumber(series, await nextReceiptNumber(tx, series));
  const buyer = await selectBuyer(tx, input.payment.userId);
  const rate = input.receipt.vat[0]?.ratePercent ?? config.VAT_RATE_SPORT;
  const vat = creditNoteVat(input.amount, rate);
  const document: CreditNoteDto = {
    number,
    issuedAt: input.now.toISOString(),
    receiptNumber: input.receipt.number,
    receiptIssuedAt: input.receipt.issuedAt,
    seller: {
      name: config.SELLER_NAME,
      address: config.SELLER_ADDRESS,
      ico: config.SELLER_ICO,
      dic: config.SELLER_DIC,
    },
    buyer: {
      name: buyer?.name ?? input.receipt.buyer.name,
      email: buyer?.email ?? input.receipt.buyer.email,
    },
    description: input.payment.description,
    total: -input.amount,
    vat: [{ ratePercent: vat.ratePercent, base: vat.base, vat: vat.vat, total: vat.total }],
    reason: input.reason,
    currency: input.payment.currency,
  };
  await insertCreditNote(tx, {
    number,
    refundId: input.refundId,
    paymentId: input.payment.id,
    receiptNumber: input.receipt.number,
    issuedAt: input.now,
    document,
  });
  return document;
}

const dateCs = (iso: string, withTime = true) =>
  new Intl.DateTimeFormat('cs-CZ', {
    timeZone: 'Europe/Prague',
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' as const } : {}),
  }).format(new Date(iso));

/** The credit note as a PDF (A4, DejaVu Sans embedded) and its file name. */
export async function renderCreditNotePdf(note: CreditNoteDto): Promise<{ pdf: Buffer; fileName: string }> {
  const pdf = await renderPdf({ Title: text.pdfTitle(note.number), Author: note.seller.name }, (doc) => {
    doc.font('bold').fontSize(18).text(text.title);
    doc.font('regular').fontSize(11).text(text.number(note.number));
    doc.text(text.issued(dateCs(note.issuedAt)));
    doc.text(
      note.receiptIssuedAt
        ? `${text.corrects(note.receiptNumber)} ${text.correctsIssued(dateCs(note.receiptIssuedAt, false))}`
        : text.corrects(note.receiptNumber),
    );
    doc.moveDown();
    doc.font('bold').text(text.seller);
    doc.font('regular').text(note.seller.name);
    doc.text(note.seller.address);
    doc.text(text.sellerIds(note.seller.ico, note.seller.dic));
    doc.moveDown();
    doc.font('bold').text(text.buyer);
    doc.font('regular').text(note.buyer.name || note.buyer.email);
    doc.text(note.buyer.email);
    doc.moveDown();
    doc.font('bold').text(text.item);
    doc.font('regular').text(text.itemLine(note.description, formatCzk(note.total)));
    doc.text(text.reason(note.reason));
    doc.moveDown();
    doc.font('bold').text(text.vatBreakdown);
    for (const line of note.vat) {
      doc
        .font('regular')
        .text(
          text.vatLine(line.ratePercent, formatCzk(line.base), formatCzk(line.vat), formatCzk(line.total)),
        );
    }
    doc.moveDown();
    doc
      .font('bold')
      .fontSize(13)
      .text(text.total(formatCzk(note.total)));
    doc
      .font('regular')
      .fontSize(11)
      .text(text.refundedToCard(formatCzk(-note.total)));
    doc.moveDown();
    doc.fontSize(9).text(text.footer);
  });
  return { pdf, fileName: text.fileName(note.number) };
}
