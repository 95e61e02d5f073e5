import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReceiptNumber, receiptDocumentKind, vatFromGross } from './index.ts';

describe('receipts (VAT Act §30a, 12 % for the use of sports facilities)', () => {
  it('199 Kč with 12 % VAT is 177,68 Kč base and 21,32 Kč VAT', () => {
    expect(vatFromGross(19_900, 12)).toEqual({ total: 19_900, ratePercent: 12, base: 17_768, vat: 2_132 });
  });
  it('base + VAT is always the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(0, 12, 21), (total, rate) => {
        const b = vatFromGross(total, rate);
        expect(b.base + b.vat).toBe(total);
        expect(b.vat).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it('a simplified document up to 10 000 Kč, a full one above', () => {
    expect(receiptDocumentKind(1_000_000)).toBe('simplified');
    expect(receiptDocumentKind(1_000_001)).toBe('full');
  });
  it('numbers one series per year without gaps in the format', () => {
    expect(formatReceiptNumber('2026', 1)).toBe('2026-000001');
    expect(formatReceiptNumber('2026', 123_456)).toBe('2026-123456');
    expect(() => formatReceiptNumber('2026', 0)).toThrow(RangeError);
  });
  it('refuses a negative total and a rate outside 0-100 %', () => {
    expect(() => vatFromGross(-1, 12)).toThrow(RangeError);
    expect(() => vatFromGross(100, -1)).toThrow(RangeError);
    expect(() => vatFromGross(100, Number.NaN)).toThrow(RangeError);
  });
});
