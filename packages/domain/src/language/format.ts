import { type HalerAmount, minorToCrowns } from '../money/convert.ts';
import { formatCzk } from '../money/format.ts';
import type { Language } from './languages.ts';

// Money and dates as each language writes them. Money stays in crowns with "Kč" in both
// languages (the product sells in CZK): Czech "1 699 Kč", English "1,699 Kč"; dates in Prague time.

const englishCrowns = (fractionDigits: number) =>
  new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const wholeEn = englishCrowns(0);
const halereEn = englishCrowns(2);

/**
 * Minor units as crowns in a language: Czech by formatCzk ('1 699 Kč', '29,99 Kč', non-breaking
 * spaces), English with a comma between thousands and a point before haléře ('1,699 Kč', '29.99 Kč').
 */
export function formatMoney(minor: HalerAmount, language: Language): string {
  if (language === 'cs') return formatCzk(minor);
  const format = Number.isInteger(minor / 100) ? wholeEn : halereEn;
  return `${format.format(minorToCrowns(minor))}\u00A0Kč`;
}

const LOCALE: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' };
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (language: Language, withTime: boolean, weekday = false) => {
  const key = `${language}:${withTime}:${weekday}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[language], {
      timeZone: 'Europe/Prague',
      ...(weekday ? { weekday: 'long' as const } : {}),
      day: 'numeric',
      // an English reader may read 03/12 either way: the month is named
      month: withTime ? (language === 'en' ? 'short' : 'numeric') : 'long',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
};

/** A day in Prague in a language: '3. prosince 2026' / '3 December 2026'. */
export function formatPragueDate(date: Date, language: Language): string {
  return formatOf(language, false).format(date);
}

/**
 * A moment in Prague in a language: '3. 12. 2026 08:00' / '3 Dec 2026, 08:00'; with the weekday
 * (a time slot moved or cancelled) 'čtvrtek 3. 12. 2026 08:00' / 'Thursday, 3 Dec 2026, 08:00'.
 */
export function formatPragueDateTime(
  date: Date,
  language: Language,
  options: { weekday?: boolean } = {},
): string {
  return formatOf(language, true, options.weekday).format(date).replace(/\s+/g, ' ');
}
