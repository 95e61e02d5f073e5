/** The VAT rate in percent for the use of sports facilities (VAT Act, annex 2): the default of `VAT_RATE_SPORT`. */
export const SPORT_VAT_RATE_DEFAULT = 12;

/** VAT Act §30a: a simplified tax document is allowed up to 10 000 Kč including VAT. */
export const SIMPLIFIED_RECEIPT_LIMIT_MINOR = 1_000_000;

export interface VatBreakdown {
  /** price including VAT, minor units */
  total: number;
  /** VAT rate in percent, e.g. 12 */
  ratePercent: number;
  /** tax base (price without VAT) */
  base: number;
  vat: number;
}

/**
 * Splits a price that includes VAT into base and VAT (the "shora" method: VAT = total × rate /
 * (100 + rate), rounded to the haléř); base + vat = total exactly.
 */
export function vatFromGross(total: number, ratePercent: number): VatBreakdown {
  if (!Number.isSafeInteger(total) || total < 0)
    throw new RangeError(`total must be a non-negative integer, got ${total}`);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`VAT rate must be 0-100 %, got ${ratePercent}`);
  }
  const vat = Math.round((total * ratePercent) / (100 + ratePercent));
  return { total, ratePercent, base: total - vat, vat };
}

/** Which tax document a payment gets: simplified under the §30a limit, full above it. */
export function receiptDocumentKind(total: number): 'simplified' | 'full' {
  return total <= SIMPLIFIED_RECEIPT_LIMIT_MINOR ? 'simplified' : 'full';
}

/** Receipt numbers: one gap-free series per calendar year, e.g. 2026-000042. */
export function formatReceiptNumber(series: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`sequence must be >= 1, got ${sequence}`);
  return `${series}-${String(sequence).padStart(6, '0')}`;
}
