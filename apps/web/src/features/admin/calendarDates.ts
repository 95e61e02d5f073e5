import { pragueDayKey } from '@champions/domain';
import { locale } from '../../shared/i18n/language.ts';

const DAY_MS = 86_400_000;

/** Days as 'YYYY-MM-DD' keys, counted on the calendar (no time zone involved). */
export function addDays(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the Prague week that holds this day. */
export function mondayOf(key: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(key, -((weekday + 6) % 7));
}

export const todayKey = (now = new Date()) => pragueDayKey(now);

export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

const timeFormat = new Intl.DateTimeFormat(locale(), {
  timeZone: 'Europe/Prague',
  hour: '2-digit',
  minute: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat(locale(), {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'numeric',
});
const shortFormat = new Intl.DateTimeFormat(locale(), {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** '06:15' of an instant in Prague. */
export const pragueTime = (iso: string) => timeFormat.format(new Date(iso));
/** 'pondělí 4. 1.' of a day key. */
export const dayLabel = (key: string) => dayFormat.format(new Date(`${key}T00:00:00Z`));
/** '4. 1. 2027' of a day key. */
export const dateLabel = (key: string) => shortFormat.format(new Date(`${key}T00:00:00Z`));
/** The Prague day of an instant. */
export const dayOf = (iso: string) => pragueDayKey(new Date(iso));
/** Minutes between two instants. */
export const minutesBetween = (from: string, to: string) =>
  Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);

/** 'YYYY-MM' of a day key. */
export const monthOf = (key: string) => key.slice(0, 7);

/**
 * The month the month view opens on from the week view: the chosen day's, else today's when the shown
 * week holds today (a week that began in the previous month still opens on today's month), else the
 * month of the week's Thursday (the month most of its days belong to).
 */
export function monthToOpen(week: string, day: string | null, today: string): string {
  if (day) return monthOf(day);
  if (weekDays(week).includes(today)) return monthOf(today);
  return monthOf(addDays(week, 3));
}

/** The month `months` after (or before) 'YYYY-MM'. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** Whole weeks (Monday to Sunday) that cover a month 'YYYY-MM': the days of its calendar grid. */
export function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const start = mondayOf(first);
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const days: string[] = [];
  for (let day = start; day <= last || days.length % 7 !== 0; day = addDays(day, 1)) days.push(day);
  return days;
}

const monthFormat = new Intl.DateTimeFormat(locale(), { timeZone: 'UTC', month: 'long', year: 'numeric' });
/** 'prosinec 2026' of 'YYYY-MM'. */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
