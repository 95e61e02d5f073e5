import { CONSTANTS, DAY_MS, pragueDayKey } from '@champions/domain';
import { t } from '../i18n/index.ts';

const zone = CONSTANTS.BUSINESS_TIME_ZONE;
const time = new Intl.DateTimeFormat('cs-CZ', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
const weekdayDate = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: zone,
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
});
const numericDate = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: zone,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: zone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** '18:00' in Prague time. */
export function formatTime(iso: string | Date): string {
  return time.format(new Date(iso));
}

/** 'dnes', 'zítra' or 'st 25. 11.' for a Prague calendar day. */
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

const km = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** '350 m' or '2,4 km'. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres / 10) * 10}\u00a0m`;
  return `${km.format(metres / 1000)}\u00a0km`;
}

/** Czech day names, index 0 = neděle (like JavaScript's getDay and the API's opening hours). */
export const DAY_NAMES = ['neděle', 'pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota'] as const;

/** Opening-hours order of a Czech week: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
