import { type Crowns, crownsToMinor, type HalerAmount, minorToCrowns } from './convert.ts';

/** The languages money is written in (issue 44): Czech, and English with the same crowns (Kč). */
export type MoneyLanguage = 'cs' | 'en';

const czech = {
  whole: new Intl.NumberFormat('cs-CZ', {
    style: 'currency',
    currency: 'CZK',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  withHalere: new Intl.NumberFormat('cs-CZ', {
    style: 'currency',
    currency: 'CZK',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
};

// English groups digits with commas and uses a decimal point, but keeps the crowns' own sign after
// the amount ('1,699 Kč'), as Czech prices are shown to foreigners in Prague; never 'CZK 1,699'.
const english = {
  whole: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  withHalere: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/**
 * Formats minor units as Czech crowns: `169900` -> '1 699 Kč', `2999` -> '29,99 Kč'; in English
 * '1,699 Kč', '29.99 Kč'. Uses Intl, so digit groups and the space before Kč are non-breaking (U+00A0).
 * Decimals are shown only when the haléře are non-zero, and then always two of them.
 */
export function formatCzk(minor: HalerAmount, language: MoneyLanguage = 'cs'): string {
  const whole = Number.isInteger(minor / 100);
  const crowns = minorToCrowns(minor);
  if (language === 'en') return `${(whole ? english.whole : english.withHalere).format(crowns)}\u00a0Kč`;
  return (whole ? czech.whole : czech.withHalere).format(crowns);
}

/** Formats an amount the contract gives in crowns (SPEC 9 config and area prices): 1799 -> '1 799 Kč'. */
export function formatCrowns(amount: Crowns, language: MoneyLanguage = 'cs'): string {
  return formatCzk(crownsToMinor(amount), language);
}
