import { formatMoney, type Language, PAGES } from '@champions/domain';
import { generate } from 'lean-qr';
import type { Executor } from '../../../db/client.ts';
import type { VoucherFacts } from '../../../mail/voucher-facts.ts';
import { VOUCHER_TEXTS } from '../../../mail/voucher-templates.ts';
import { VOUCHER_TEXTS_EN } from '../../../mail/voucher-templates-en.ts';
import { renderPdf } from '../../../shared/pdf-document.ts';
import { selectBuyerLanguage, selectVoucher } from '../repository.ts';
import { voucherFacts } from './voucher-facts.ts';

/** the mail attachment kind of a voucher's PDF (id = the voucher's id) */
export const VOUCHER_PDF_ATTACHMENT = 'voucher_pdf';

export const voucherRedeemUrl = (publicUrl: string, code: string) =>
  new URL(PAGES.voucherRedeemCode(code), publicUrl).toString();

function drawQr(doc: PDFKit.PDFDocument, payload: string, x: number, y: number) {
  const code = generate(payload);
  const module = 3.5;
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
 * The voucher as an A4 PDF in the buyer's language (Czech or English): for whom, the
 * message, the amount (or the plan and its periods), the code with its QR, valid until.
 */
export function renderVoucherPdf(
  v: VoucherFacts,
  publicUrl: string,
  language: Language = 'cs',
): Promise<Buffer> {
  const text = language === 'en' ? VOUCHER_TEXTS_EN : VOUCHER_TEXTS;
  const url = voucherRedeemUrl(publicUrl, v.code);
  return renderPdf({ Title: text.pdfTitle(v.code), Author: 'Champions' }, (doc) => {
    doc.font('bold').fontSize(28).fillColor('#111111').text(text.pdfHeading, { align: 'center' });
    doc.moveDown(0.5);
    doc.font('regular').fontSize(14).text(text.pdfFor(v.recipientName), { align: 'center' });
    doc.moveDown(1);
    if (v.plan && v.periods) {
      doc.font('bold').fontSize(24).text(text.pdfPlan(v.plan, v.periods), { align: 'center' });
    } else {
      doc.font('bold').fontSize(40).text(formatMoney(v.amount, language), { align: 'center' });
    }
    doc.moveDown(1);
    if (v.message) {
      doc.font('regular').fontSize(13).fillColor('#333333').text(text.quoted(v.message), { align: 'center' });
      doc.moveDown(1);
    }
    doc.font('regular').fontSize(12).fillColor('#111111').text(text.pdfCode, { align: 'center' });
    doc.font('bold').fontSize(22).text(v.code, { align: 'center' });
    doc.moveDown(0.5);
    const size = generate(url).size * 3.5 + 28;
    const x = (doc.page.width - size) / 2;
    const y = doc.y;
    drawQr(doc, url, x, y);
    doc.y = y + size + 12;
    doc.font('regular').fontSize(11).fillColor('#111111');
    doc.text(text.pdfRedeem(url), 56, doc.y, { align: 'center' });
    doc.moveDown(0.5);
    doc.text(text.pdfValid(v.validUntil), { align: 'center' });
    doc.moveDown(0.5);
    doc
      .fontSize(9)
      .fillColor('#444444')
      .text(v.plan ? text.pdfPlanNote : text.pdfNote, { align: 'center' });
  });
}

/** The attachment renderer of a voucher's PDF (rendered at delivery from the stored voucher). */
export function voucherPdfAttachment(db: Executor, publicUrl: string) {
  return async (voucherId: string) => {
    const v = await selectVoucher(db, voucherId);
    if (!v) return null;
    const language = (await selectBuyerLanguage(db, v.buyerId)) ?? 'cs';
    return {
      filename: language === 'en' ? `gift-voucher-${v.code}.pdf` : `darkovy-poukaz-${v.code}.pdf`,
      contentType: 'application/pdf',
      content: await renderVoucherPdf(await voucherFacts(db, v), publicUrl, language),
    };
  };
}
