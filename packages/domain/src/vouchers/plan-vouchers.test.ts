import { describe, expect, it } from 'vitest';
import {
  isPlanVoucherPeriods,
  isPlanVoucherType,
  isVoucherCoveredPeriod,
  planVoucherAmount,
  planVoucherPeriodProvided,
  voucherCoversPeriodsAhead,
} from './plan-vouchers.ts';

describe('plan vouchers', () => {
  it('are for Championship only, yearly or flexible', () => {
    expect(isPlanVoucherType('CHAMPIONSHIP')).toBe(true);
    expect(isPlanVoucherType('CHAMPIONSHIP_FLEXIBLE')).toBe(true);
    expect(isPlanVoucherType('PAYG_PLUS')).toBe(false);
  });

  it('cover whole periods from 1 to 12', () => {
    expect(isPlanVoucherPeriods(1)).toBe(true);
    expect(isPlanVoucherPeriods(12)).toBe(true);
    expect(isPlanVoucherPeriods(0)).toBe(false);
    expect(isPlanVoucherPeriods(13)).toBe(false);
    expect(isPlanVoucherPeriods(2.5)).toBe(false);
  });

  it('cost the period price × the periods', () => {
    expect(planVoucherAmount(149_000, 3)).toBe(447_000);
  });

  it('cover the first periods of the subscription, none after them', () => {
    expect(isVoucherCoveredPeriod(0, 3)).toBe(true);
    expect(isVoucherCoveredPeriod(2, 3)).toBe(true);
    expect(isVoucherCoveredPeriod(3, 3)).toBe(false);
    expect(isVoucherCoveredPeriod(-1, 3)).toBe(false);
    expect(isVoucherCoveredPeriod(0, 0)).toBe(false);
  });

  it('hold the plan as it is (no switch, no pause) while a period after the current one is covered', () => {
    expect(voucherCoversPeriodsAhead(0, 3)).toBe(true);
    expect(voucherCoversPeriodsAhead(1, 3)).toBe(true);
    // in the last covered period the plan may change: the next period is charged anyway
    expect(voucherCoversPeriodsAhead(2, 3)).toBe(false);
    expect(voucherCoversPeriodsAhead(0, 1)).toBe(false);
    expect(voucherCoversPeriodsAhead(0, 0)).toBe(false);
  });

  it('are provided period by period, the last one taking the rest: the periods add up to the amount', () => {
    expect([0, 1, 2, 3].map((i) => planVoucherPeriodProvided(100_001, 3, i))).toEqual([
      33_333, 33_333, 33_335, 0,
    ]);
    const periods = 7;
    const total = Array.from({ length: periods }, (_, i) => planVoucherPeriodProvided(999_999, periods, i));
    expect(total.reduce((a, b) => a + b, 0)).toBe(999_999);
  });
});
