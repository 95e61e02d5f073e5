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
