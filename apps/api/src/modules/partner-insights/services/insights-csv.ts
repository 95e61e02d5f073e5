import type { InsightsFigures, InsightsTable, OrganisationInsights } from '@champions/contract';
import type { Language } from '@champions/domain';
import { insightsTextsIn } from '../../../shared/answer-texts.ts';

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const decimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');
const percent = (rate: number | null) => (rate === null ? '' : decimal(rate * 100, 1));
const crowns = (haler: number) => decimal(haler / 100, 2);
const pragueDateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const when = (iso: string) => pragueDateTime.format(Date.parse(iso));

/** Rows as CSV for Czech spreadsheets: UTF-8 with a BOM, semicolons, decimal comma. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** One table of the dashboard as CSV: the same figures the page shows. */
export function insightsCsv(
  figures: InsightsFigures,
  table: InsightsTable,
  language: Language = 'cs',
): string {
  const { headers, rows: names, weekdays } = insightsTextsIn(language);
  switch (table) {
    case 'activities':
      return toCsv(
        headers.activities,
        figures.byActivity.map((row) => [
          row.venueName,
          row.activityName,
          row.slots,
          row.offered,
          row.booked,
          percent(row.fillRate),
          row.championsOffered,
          percent(row.championsRate),
        ]),
      );
    case 'heatmap':
      return toCsv(
        headers.heatmap,
        figures.heatmap.map((cell) => [
          weekdays[cell.weekday - 1] ?? '',
          `${cell.hour}:00`,
          cell.offered,
          cell.booked,
          percent(cell.fillRate),
        ]),
      );
    case 'attendance': {
      const a = figures.attendance;
      return toCsv(headers.attendance, [
        [names.noShows, a.noShows],
        [names.ended, a.ended],
        [names.lateCancels, a.lateCancels],
        [names.resold, a.resold],
        [names.recovered, crowns(a.recovered)],
      ]);
    }
    case 'customers': {
      const c = figures.customers;
      return toCsv(headers.customers, [
        [names.newCustomers, c.newCustomers],
        [names.returning, c.returning],
        [names.newCameBack, c.newCameBack],
      ]);
    }
    case 'money': {
      const m = figures.money;
      return toCsv(headers.money, [
        [names.entries, m.entries],
        [names.earnings, crowns(m.earnings)],
        [names.booked, crowns(m.booked)],
        [names.forecast, crowns(m.forecast)],
      ]);
    }
    case 'reviews':
      return toCsv(
        headers.reviews,
        figures.rating.latest.map((review) => [
          when(review.createdAt),
          review.venueName,
          review.activityName,
          review.rating,
          review.text,
        ]),
      );
    case 'slots':
      return toCsv(headers.slots, [
        ...figures.topSlots.map((slot, index) => [`${index + 1}. ${names.top}`, ...slotCells(slot)]),
        ...figures.bottomSlots.map((slot, index) => [`${index + 1}. ${names.bottom}`, ...slotCells(slot)]),
      ]);
  }
}

function slotCells(slot: InsightsFigures['topSlots'][number]) {
  return [
    slot.venueName,
    slot.activityName,
    when(slot.startsAt),
    slot.capacity,
    slot.booked,
    percent(slot.fillRate),
  ];
}

/** The organisation's venues side by side as CSV. */
export function organisationInsightsCsv(insights: OrganisationInsights, language: Language = 'cs'): string {
  return toCsv(
    insightsTextsIn(language).headers.organisation,
    insights.venues.map((row) => [
      row.venueName,
      row.adminName,
      percent(row.fillRate),
      percent(row.championsRate),
      row.booked,
      row.offered,
      row.noShows,
      row.lateCancels,
      row.resold,
      row.newCustomers,
      row.returning,
      row.newCameBack,
      crowns(row.earnings),
      crowns(row.forecast),
      row.rating === null ? '' : decimal(row.rating, 1),
      row.reviews,
    ]),
  );
}
