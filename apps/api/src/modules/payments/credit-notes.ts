import type { CreditNoteDto, ReceiptDto } from '@champions/contract';
import { creditNoteVat, formatCzk, formatReceiptNumber, type Language } from '@champions/domain';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { czechWithEnglish } from '../../shared/bilingual-texts.ts';
import { CREDIT_NOTE_TEXTS } from '../../shared/messages.ts';
import { CREDIT_NOTE_PDF_TEXTS_EN } from '../../shared/messages-en.ts';
import { renderPdf } from '../../shared/pdf-document.ts';
import {
  insertCreditNote,
  selectCreditNoteOfCreditMovement,
  selectCreditNoteOfRefund,
} from './credit-note-repository.ts';
import { type Payment, selectPayment } from './payment-repository.ts';
import {
  nextReceiptNumber,
  selectBuyer,
  selectCustomerLanguage,
  selectReceiptDocument,
} from './receipt-repository.ts';
import { pragueYear } from './receipts.ts';

/** The labels of the credit note's PDF, Czech; for an English customer Czech with English beside. */
const {
  creditReturnReasons: _reasons,
  fileName: _file,
  mailSubject: _subject,
  mailHeading: _heading,
  mailParagraphs: _paragraphs,
  mailTicketCancelled: _cancelled,
  mailLink: _link,
  ...CREDIT_NOTE_PDF_TEXTS
} = CREDIT_NOTE_TEXTS;
const PDF_TEXTS = {
  cs: CREDIT_NOTE_PDF_TEXTS,
  en: czechWithEnglish(CREDIT_NOTE_PDF_TEXTS, CREDIT_NOTE_PDF_TEXTS_EN),
};

/**
 * Issues the credit note (opravný daňový doklad, ZDPH §45) of a refund to the card in the refund's
 * transaction. It names the receipt it corrects and prints the refunded amount and its VAT split
 * negative, with the reason.
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
  const seller = {
    name: config.SELLER_NAME,
    address: config.SELLER_ADDRESS,
    ico: config.SELLER_ICO,
    dic: config.SELLER_DIC,
  };
  return insertNextCreditNote(tx, { ...input, seller, rate: config.VAT_RATE_SPORT, returnedAs: 'card' });
}

/**
 * Issues the credit note of a receipted payment's money given back as credit, in the return's
 * transaction (appendCredit): the receipt taxed the money, and the credit is taxed again by the
 * receipt of whatever it pays for. The seller is the corrected receipt's. A payment without a receipt
 * (nothing was taxed) gets none; the same movement gets one.
 */
export async function issueCreditReturnNote(
  tx: Executor,
  input: { paymentId: string; creditMovementId: string; amount: number; reason: string; now: Date },
): Promise<CreditNoteDto | null> {
  const existing = await selectCreditNoteOfCreditMovement(tx, input.creditMovementId);
  if (existing) return existing;
  const receipt = await selectReceiptDocument(tx, input.paymentId);
  const payment = await selectPayment(tx, input.paymentId);
  if (!receipt || !payment || receipt.total <= 0 || receipt.number.startsWith('pending/')) return null;
  return insertNextCreditNote(tx, {
    ...input,
    payment,
    receipt,
    seller: receipt.seller,
    rate: receipt.vat[0]?.ratePercent ?? 0,
    returnedAs: 'credits',
  });
}

/**
 * The document and its row. Its number comes from the SAME gap-free yearly series as the receipts (the
 * counter row is locked and moved here, so a rolled-back return gives its number back).
 */
async function insertNextCreditNote(
  tx: Executor,
  input: {
    payment: Payment;
    receipt: ReceiptDto;
    amount: number;
    reason: string;
    now: Date;
    seller: CreditNoteDto['seller'];
    /** the VAT rate when the receipt names none */
    rate: number;
    returnedAs: 'card' | 'credits';
    refundId?: string;
    creditMovementId?: string;
  },
): Promise<CreditNoteDto> {
  const series = pragueYear(input.now);
  const number = formatReceiptNumber(series, await nextReceiptNumber(tx, series));
  const buyer = await selectBuyer(tx, input.payment.userId);
  const rate = input.receipt.vat[0]?.ratePercent ?? input.rate;
  const vat = creditNoteVat(input.amount, rate);
  const document: CreditNoteDto = {
    number,
    issuedAt: input.now.toISOString(),
    receiptNumber: input.receipt.number,
    receiptIssuedAt: input.receipt.issuedAt,
    seller: input.seller,
    buyer: {
      name: buyer?.name ?? input.receipt.buyer.name,
      email: buyer?.email ?? input.receipt.buyer.email,
    },
    description: input.payment.description,
    total: -input.amount,
    vat: [{ ratePercent: vat.ratePercent, base: vat.base, vat: vat.vat, total: vat.total }],
    reason: input.reason,
    currency: input.payment.currency,
    returnedAs: input.returnedAs,
  };
  await insertCreditNote(tx, {
    number,
    refundId: input.refundId ?? null,
    creditMovementId: input.creditMovementId ?? null,
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
export async function renderCreditNotePdf(
  note: CreditNoteDto,
  language: Language = 'cs',
): Promise<{ pdf: Buffer; fileName: string }> {
  const text = PDF_TEXTS[language];
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
      .text(
        note.returnedAs === 'credits'
          ? text.returnedAsCredits(formatCzk(-note.total))
          : text.refundedToCard(formatCzk(-note.total)),
      );
    doc.moveDown();
    doc.fontSize(9).text(note.returnedAs === 'credits' ? text.creditsFooter : text.footer);
  });
  return { pdf, fileName: CREDIT_NOTE_TEXTS.fileName(note.number) };
}

/** The credit note of money returned as credit (its credit ledger movement) as a PDF, or null. */
export async function creditReturnNotePdf(db: Executor, creditMovementId: string) {
  const note = await selectCreditNoteOfCreditMovement(db, creditMovementId);
  return note ? customerCreditNotePdf(db, note) : null;
}

/** A credit note as its customer gets it: bilingual when the customer's language is English. */
export async function customerCreditNotePdf(db: Executor, note: CreditNoteDto) {
  return renderCreditNotePdf(note, await selectCustomerLanguage(db, note.buyer.email));
}
