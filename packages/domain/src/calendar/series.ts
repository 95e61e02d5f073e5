import { DAY_MS } from '../constants.ts';

/**
 * A weekly series of slots runs at most a year: its last date is at latest the first date's calendar
 * day a year later (29 February goes to 28 February). Dates are ISO 'YYYY-MM-DD'.
 */
export function lastSeriesDate(firstDate: string): string {
  const [year, month, day] = firstDate.split('-').map(Number) as [number, number, number];
  const nextYear = year + 1;
  const daysInMonth = new Date(Date.UTC(nextYear, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${nextYear}-${pad(month)}-${pad(Math.min(day, daysInMonth))}`;
}

/** The weekday of an ISO date 'YYYY-MM-DD', as the catalogue counts days: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The weekdays in the order a Czech week shows them: Monday first, Sunday last (0 = Sunday). */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The dates of a weekly series on one or more weekdays (0 = Sunday … 6 = Saturday): every date from
 * `firstDate` to `until`, both included, that falls on a chosen weekday, oldest first. Without chosen
 * weekdays the series keeps the first date's weekday (every week on the same day). Dates are ISO
 * 'YYYY-MM-DD'; how far a series may run is `lastSeriesDate`'s rule.
 */
export function weeklySeriesDates(
  firstDate: string,
  until: string,
  weekdays: readonly number[] = [],
): string[] {
  const chosen = new Set(weekdays.length > 0 ? weekdays : [weekdayOf(firstDate)]);
  const [year, month, day] = firstDate.split('-').map(Number) as [number, number, number];
  const dates: string[] = [];
  for (let time = Date.UTC(year, month - 1, day); ; time += DAY_MS) {
    const date = new Date(time).toISOString().slice(0, 10);
    if (date > until) break;
    if (chosen.has(new Date(time).getUTCDay())) dates.push(date);
  }
  return dates;
}
