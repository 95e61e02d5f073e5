import { describe, expect, it } from 'vitest';
import { CREDIT_ADJUSTMENT, creditAdjustmentDelta, mayRemoveCredit } from './adjustment.ts';

describe('credit adjustments by the back office', () => {
  it('grants positive and removes negative amounts in haléře', () => {
    expect(creditAdjustmentDelta('grant', 20_000)).toBe(20_000);
    expect(creditAdjustmentDelta('remove', 20_000)).toBe(-20_000);
  });

  it('moves at least 1 Kč and at most 10 000 Kč, whole haléře only', () => {
    expect(creditAdjustmentDelta('grant', CREDIT_ADJUSTMENT.minAmount)).toBe(100);
    expect(creditAdjustmentDelta('grant', CREDIT_ADJUSTMENT.maxAmount)).toBe(1_000_000);
    expect(() => creditAdjustmentDelta('grant', 99)).toThrow(RangeError);
    expect(() => creditAdjustmentDelta('remove', 1_000_001)).toThrow(RangeError);
    expect(() => creditAdjustmentDelta('grant', 150.5)).toThrow(RangeError);
  });

  it('never removes more than the balance', () => {
    expect(mayRemoveCredit(20_000, 20_000)).toBe(true);
    expect(mayRemoveCredit(20_000, 20_001)).toBe(false);
    expect(mayRemoveCredit(0, 100)).toBe(false);
  });
});
