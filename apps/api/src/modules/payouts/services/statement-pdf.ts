import { formatCzk } from '@champions/domain';
import type { AppConfig } from '../../../config.ts';
import type { Executor } from '../../../db/client.ts';
import { PAYOUT_TEXTS as text } from '../../../shared/messages.ts';
import { renderPdf } from '../../../shared/pdf-document.ts';
import { type PayoutWithPartner, selectPayoutEntryPage } from '../repository.ts';

/** the statement lists this many entries; the rest are counted (the earnings page lists them all) */
const MAX_LINES = 500;

const day = (date: Date) =>
  new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'medium' }).format(date);
const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('cs-CZ', {
    timeZone: 'Europe/Prague',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
const percent = (bps: number) =>
  new Intl.NumberFormat('cs-CZ', { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);

/** The payout statement (výpis) as a PDF: who pays whom, the entries, voids, commission and total. */
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
  return renderPdf({ Title: text.pdfTitle(payout.periodKey), Author: config.SELLER_NAME }, (doc) => {
    const lastDay = new Date(payout.periodEnd.getTime() - 1);
    doc.font('bold').fontSize(18).text(text.heading);
    doc
      .font('regular')
      .fontSize(11)
      .text(text.period(payout.periodKey, day(payout.periodStart), day(lastDay)));
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
          ? text.voidLine(
              dateTime(row.scannedAt),
              row.activityName,
              row.voidReason ?? '',
              formatCzk(row.earning),
            )
          : text.entryLine(dateTime(row.scannedAt), row.activityName, row.venueName, formatCzk(row.earning)),
      );
    }
    if (total > rows.length) doc.text(text.moreEntries(total - rows.length));
    doc.fontSize(11).moveDown();
    doc.font('bold').text(text.summaryTitle);
    doc.font('regular').text(text.entries(payout.entryCount));
    if (payout.voidedCount > 0) doc.text(text.voided(payout.voidedCount, formatCzk(payout.voidedAmount)));
    doc.text(text.gross(formatCzk(payout.gross)));
    doc.text(text.commission(percent(payout.commissionBps), formatCzk(payout.commission)));
    doc
      .font('bold')
      .fontSize(13)
      .text(text.net(formatCzk(payout.amount)));
    doc.font('regular').fontSize(11);
    if (payout.paidAt) doc.text(text.paidOn(day(payout.paidAt)));
    doc.moveDown();
    doc.fontSize(9).text(text.footer);
  });
}
