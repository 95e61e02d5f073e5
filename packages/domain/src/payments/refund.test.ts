import { describe, expect, it } from 'vitest';
import { creditNoteVat, mayRefund, refundRemaining, statusAfterRefund } from './index.ts';

describe('back-office refunds of a card payment', () => {
  it('leaves the card amount less what was refunded, never below zero', () => {
    expect(refundRemaining(20_000, 0)).toBe(20_000);
    expect(refundRemaining(20_000, 5_000)).toBe(15_000);
    expect(refundRemaining(20_000, 25_000)).toBe(0);
  });
  it('refunds a positive whole amount of haléře up to what is left', () => {
    expect(mayRefund(20_000, 5_000, 15_000)).toBe(true);
    expect(mayRefund(20_000, 5_000, 15_001)).toBe(false);
    expect(mayRefund(20_000, 0, 0)).toBe(false);
    expect(mayRefund(20_000, 0, 10.5)).toBe(false);
  });
  it('is refunded when the whole card part came back, else partially', () => {
    expect(statusAfterRefund(20_000, 20_000)).toBe('refunded');
    expect(statusAfterRefund(20_000, 10_000)).toBe('partially_refunded');
  });
  it('prints the credit note’s VAT split negative (12 %)', () => {
    expect(creditNoteVat(19_900, 12)).toEqual({
      ratePercent: 12,
      total: -19_900,
      base: -17_768,
      vat: -2_132,
    });
  });
});
