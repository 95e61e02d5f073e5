import { type Crowns, crownsToMinor, type HalerAmount, minorToCrowns } from './convert.ts';

const wholeCrowns = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const withHalere = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats minor units as Czech crowns: `169900` -> '1 699 Kč', `2999` -> '29,99 Kč'.
 * Uses Intl for cs-CZ, so digit groups and the space before Kč are non-breaking (U+00A0).
 * Decimals are shown only when the haléře are non-zero, and then always two of them.
 */
export function formatCzk(minor: HalerAmount): string {
  const format = Number.isInteger(minor / 100) ? wholeCrowns : withHalere;
  return format.format(minorToCrowns(minor));
}

/** Formats an amount the contract gives in crowns (SPEC 9 config and area prices): 1799 -> '1 799 Kč'. */
export function formatCrowns(amount: Crowns): string {
  return formatCzk(crownsToMinor(amount));
}
