import type { Language } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import { selectEntryRows } from '../earnings-repository.ts';
import { type Query, rangeOf } from './earnings-range.ts';

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const pragueDateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The entries of the range as CSV for Czech spreadsheets: UTF-8 with a BOM, semicolons, decimal
 * comma, one row per admitted entry.
 */
export async function earningsCsv(
  db: Executor,
  adminId: string,
  query: Query,
  language: Language = 'cs',
): Promise<string> {
  const texts = partnerTextsIn(language);
  const rows = await selectEntryRows(db, rangeOf(adminId, query));
  const lines = [
    texts.earningsCsvHeader.join(';'),
    ...rows.map((row) =>
      [
        pragueDateTime.format(row.scannedAt),
        row.venueName,
        row.activityName,
        row.userName || texts.earningsCsvCustomer,
        (row.earning / 100).toFixed(2).replace('.', ','),
      ]
        .map(csvCell)
        .join(';'),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
