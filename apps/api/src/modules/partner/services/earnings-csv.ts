import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
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
  { db, language }: UseCaseContext,
  admin: Account,
  query: Query,
): Promise<string> {
  const texts = partnerTextsIn(language);
  const rows = await selectEntryRows(db, rangeOf(admin.id, query));
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
