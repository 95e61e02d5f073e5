import type { AppConfig } from '../../../config.ts';
import type { Executor } from '../../../db/client.ts';
import { PAYOUT_STATEMENT_TEXTS } from '../../../shared/messages.ts';
import { PAYOUT_STATEMENT_TEXTS_EN } from '../../../shared/messages-en.ts';
import { renderPdf } from '../../../shared/pdf-document.ts';
import { type PayoutWithPartner, selectPayoutEntryPage } from '../repository.ts';

/** the statement lists this many entries; the rest are counted (the earnings page lists them all) */
const MAX_LINES = 500;

// Not a tax document (a statement of what is paid out): the partner reads it whole in their own language.
const TEXTS = { cs: PAYOUT_STATEMENT_TEXTS, en: PAYOUT_STATEMENT_TEXTS_EN };

/**
 * The payout statement (výpis) as a PDF: who pays whom, the entries, voids, commission and total, in
 * the language of the partner's account.
 */
export async function renderStatementPdf(
  db: Executor,
  config: AppConfig,
  payout: PayoutWithPartner,
): Promise<Buffer> {
  const { rows, total } = await selectPayoutEntryPage(db, payout.id, {
    sort: 'scannedAt',
    page: 1,
    limit: MAX_LINES,
  });
  const text = TEXTS[payout.partnerLanguage];
  return renderPdf({ Title: text.pdfTitle(payout.periodKey), Author: config.SELLER_NAME }, (doc) => {
    const lastDay = new Date(payout.periodEnd.getTime() - 1);
    doc.font('bold').fontSize(18).text(text.heading);
    doc
      .font('regular')
      .fontSize(11)
      .text(text.period(payout.periodKey, payout.periodStart, lastDay));
    doc.moveDown();
    doc.font('bold').text(text.payer);
    doc.font('regular').text(config.SELLER_NAME);
    doc.text(config.SELLER_ADDRESS);
    doc.moveDown();
    doc.font('bold').text(text.payee);
    doc.font('regular').text(payout.partnerName);
    doc.text(text.account(payout.bankAccount));
    doc.text(text.variableSymbol(payout.variableSymbol));
    doc.moveDown();
    doc.font('bold').text(text.entriesTitle);
    doc.font('regular').fontSize(9);
    for (const row of rows) {
      doc.text(
        row.voidedAt
          ? text.voidLine(row.scannedAt, row.activityName, row.voidReason ?? '', row.earning)
          : text.entryLine(row.scannedAt, row.activityName, row.venueName, row.earning),
      );
    }
    if (total > rows.length) doc.text(text.moreEntries(total - rows.length));
    doc.fontSize(11).moveDown();
    doc.font('bold').text(text.summaryTitle);
    doc.font('regular').text(text.entries(payout.entryCount));
    if (payout.voidedCount > 0) doc.text(text.voided(payout.voidedCount, payout.voidedAmount));
    doc.text(text.gross(payout.gross));
    doc.text(text.commission(payout.commissionBps, payout.commission));
    doc.font('bold').fontSize(13).text(text.net(payout.amount));
    doc.font('regular').fontSize(11);
    if (payout.paidAt) doc.text(text.paidOn(payout.paidAt));
    doc.moveDown();
    doc.fontSize(9).text(text.footer);
  });
}
