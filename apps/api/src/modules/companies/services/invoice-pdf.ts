import type { Language } from '@champions/domain';
import { generate } from 'lean-qr';
import { czechWithEnglish } from '../../../shared/bilingual-texts.ts';
import { COMPANY_INVOICE_TEXTS } from '../../../shared/messages.ts';
import { COMPANY_INVOICE_TEXTS_EN } from '../../../shared/messages-en.ts';
import { renderPdf } from '../../../shared/pdf-document.ts';
import type { InvoiceDocument } from './invoices.ts';

/** The invoice's labels: Czech; for a company whose language is English, Czech with English beside. */
const TEXTS = {
  cs: COMPANY_INVOICE_TEXTS,
  en: czechWithEnglish(COMPANY_INVOICE_TEXTS, COMPANY_INVOICE_TEXTS_EN),
};

/** Draws the QR Platba code as squares (no image step): 2 pt per module with a quiet zone. */
function drawQr(doc: PDFKit.PDFDocument, payload: string, x: number, y: number) {
  const code = generate(payload);
  const module = 2.5;
  const quiet = 4 * module;
  doc.rect(x, y, code.size * module + 2 * quiet, code.size * module + 2 * quiet).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < code.size; row++) {
    for (let column = 0; column < code.size; column++) {
      if (code.get(column, row))
        doc.rect(x + quiet + column * module, y + quiet + row * module, module, module);
    }
  }
  doc.fill('#000000');
}

/**
 * The company's invoice (faktura – daňový doklad) as a PDF, from the document stored when it was issued:
 * a tax document, so Czech, and bilingual (each label Czech / English) for a company whose language is English.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument, language: Language = 'cs'): Promise<Buffer> {
  const text = TEXTS[language];
  return renderPdf({ Title: text.invoiceTitle(invoice.number), Author: invoice.seller.name }, (doc) => {
    doc.font('bold').fontSize(18).text(text.invoiceHeading);
    doc.font('regular').fontSize(11).text(text.invoiceNumber(invoice.number));
    doc.text(text.invoiceMonth(invoice.month));
    doc.moveDown();
    doc.font('bold').text(text.seller);
    doc.font('regular').text(invoice.seller.name).text(invoice.seller.address);
    doc.text(text.ico(invoice.seller.ico)).text(text.dic(invoice.seller.dic));
    doc.moveDown();
    doc.font('bold').text(text.buyer);
    doc.font('regular').text(invoice.buyer.name).text(invoice.buyer.address);
    doc.text(text.ico(invoice.buyer.ico));
    if (invoice.buyer.dic) doc.text(text.dic(invoice.buyer.dic));
    doc.moveDown();
    doc.text(text.issued(new Date(invoice.issuedAt)));
    doc.text(text.taxable(new Date(invoice.taxableAt)));
    doc.text(text.due(new Date(invoice.dueAt)));
    doc.text(text.account(invoice.seller.account));
    doc.text(text.variableSymbol(invoice.variableSymbol));
    doc.moveDown();
    doc.font('bold').text(text.itemsTitle);
    doc.font('regular');
    for (const item of invoice.items) {
      doc.text(text.itemLine(item.plan, item.seats, item.unitPrice, item.total));
    }
    doc.moveDown();
    doc.text(text.base(invoice.ratePercent, invoice.base));
    doc.text(text.vat(invoice.ratePercent, invoice.vat));
    doc.font('bold').fontSize(13).text(text.total(invoice.total));
    doc.font('regular').fontSize(11).moveDown();
    if (invoice.spayd) {
      doc.font('bold').text(text.qrTitle);
      drawQr(doc, invoice.spayd, doc.x, doc.y + 4);
      doc.moveDown(8);
    }
    doc
      .font('regular')
      .fontSize(9)
      .text(text.invoiceFooter, 56, doc.y + 40);
  });
}
