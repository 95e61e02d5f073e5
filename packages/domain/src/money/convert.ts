/** 1 Kč = 100 haléřů. Every amount in this package is in minor units unless its name says crowns. */
export const MINOR_PER_CROWN = 100;

/** Whole (or decimal) crowns to integer minor units, rounded to the nearest haléř. */
export function crownsToMinor(crowns: number): number {
  return Math.round(crowns * MINOR_PER_CROWN);
}

/** Minor units (as the payment provider reports them) to crowns for display: minor / 100. */
export function minorToCrowns(minor: number): number {
  return minor / MINOR_PER_CROWN;
}
