import { CONSTANTS, DAY_MS, pragueDayKey } from '@champions/domain';
import { t } from '../i18n/index.ts';
import { getLanguage, type Language, locale } from '../i18n/language.ts';

const zone = CONSTANTS.BUSINESS_TIME_ZONE;

// The page's language is fixed while the page lives (a switch loads the page afresh): made once.
const tag = locale();
const time = new Intl.DateTimeFormat(tag, {
  timeZone: zone,
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekdayDate = new Intl.DateTimeFormat(tag, {
  timeZone: zone,
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
});
const numericDate = new Intl.DateTimeFormat(tag, {
  timeZone: zone,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat(tag, {
  timeZone: zone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const km = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });

/** '18:00' in Prague time. */
export function formatTime(iso: string | Date): string {
  return time.format(new Date(iso));
}

/** 'dnes', 'zítra' or 'st 25. 11.' ('today', 'tomorrow', 'Wed 25/11') for a Prague calendar day. */
export function formatDay(iso: string | Date, now: Date = new Date()): string {
  const key = pragueDayKey(new Date(iso));
  if (key === pragueDayKey(now)) return t('format.today');
  if (key === pragueDayKey(new Date(now.getTime() + DAY_MS))) return t('format.tomorrow');
  return weekdayDate.format(new Date(iso));
}

/** The next time slot of a card: 'dnes v 18:00', 'st 25. 11. v 7:00'. */
export function formatSlot(iso: string, now: Date = new Date()): string {
  return t('format.dayAtTime', { day: formatDay(iso, now), time: formatTime(iso) });
}

/** '25. 11. 2026' in Prague time. */
export function formatDate(iso: string | Date): string {
  return numericDate.format(new Date(iso));
}

/** 'středa 25. listopadu'. */
export function formatLongDate(iso: string | Date): string {
  return longDate.format(new Date(iso));
}

/** A Prague 'YYYY-MM-DD' day as a Date at noon UTC (safe to format in Prague). */
export function dayKeyToDate(key: string): Date {
  return new Date(`${key}T12:00:00Z`);
}

/** The next `count` Prague calendar days as 'YYYY-MM-DD', today first. */
export function nextDays(count: number, now: Date = new Date()): string[] {
  const days: string[] = [];
  const start = dayKeyToDate(pragueDayKey(now)).getTime();
  for (let i = 0; i < count; i += 1) days.push(pragueDayKey(start + i * DAY_MS));
  return days;
}

/** '350 m' or '2,4 km'. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres / 10) * 10}\u00a0m`;
  return `${km.format(metres / 1000)}\u00a0km`;
}

type Week<T> = readonly [T, T, T, T, T, T, T];

/** The day names of a language, index 0 = Sunday (like JavaScript's getDay and the API's opening hours). */
export function dayNames(language: Language = getLanguage()): Week<string> {
  const name = new Intl.DateTimeFormat(locale(language), { weekday: 'long', timeZone: 'UTC' });
  // 2026-01-04 was a Sunday.
  return [4, 5, 6, 7, 8, 9, 10].map((day) => name.format(Date.UTC(2026, 0, day))) as unknown as Week<string>;
}

/** The page's day names, index 0 = neděle / Sunday. */
export const DAY_NAMES = /* @__PURE__ */ dayNames();

/** Opening-hours order of a Czech week: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
