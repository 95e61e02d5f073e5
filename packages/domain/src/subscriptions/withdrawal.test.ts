import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../constants.ts';
import { canWithdraw, needsStartNowRequest, withdrawalDeadline, withdrawalSettlement } from './index.ts';

const contractAt = new Date('2026-11-23T10:00:00Z');
const at = (days: number) => new Date(contractAt.getTime() + days * DAY_MS);

describe('withdrawal within 14 days (Civil Code §1829, §1834)', () => {
  it('is possible until 14 days after the contract, not after', () => {
    expect(withdrawalDeadline(contractAt).getTime()).toBe(at(14).getTime());
    expect(canWithdraw(contractAt, at(13.99))).toBe(true);
    expect(canWithdraw(contractAt, at(14))).toBe(false);
  });

  it('a service starting within the 14 days needs the express request to start at once (§1823)', () => {
    expect(needsStartNowRequest(contractAt, contractAt)).toBe(true);
    expect(needsStartNowRequest(contractAt, at(13.99))).toBe(true);
    expect(needsStartNowRequest(contractAt, at(14))).toBe(false);
  });

  it('the days used are paid and the rest returned', () => {
    // day 3 (two full days and a started third): 3 x 1 699 Kč / 28 = 182,04 Kč
    expect(
      withdrawalSettlement({
        contractAt,
        now: at(2.5),
        paid: 169_900,
        pricePerPeriod: 169_900,
        usedEntriesValue: 0,
      }),
    ).toEqual({
      charged: 18_204,
      refund: 151_696,
      daysUsed: 3,
    });
  });

  it('the entries used are paid when they are worth more than the days; never more than was paid', () => {
    // day 1: 1 998 Kč / 28 = 71,36 Kč, but one admitted entry earned its partner 250 Kč
    expect(
      withdrawalSettlement({
        contractAt,
        now: at(0.1),
        paid: 199_800,
        pricePerPeriod: 199_800,
        usedEntriesValue: 25_000,
      }),
    ).toEqual({ charged: 25_000, refund: 174_800, daysUsed: 1 });
    expect(
      withdrawalSettlement({
        contractAt,
        now: at(5),
        paid: 10_000,
        pricePerPeriod: 169_900,
        usedEntriesValue: 25_000,
      }),
    ).toMatchObject({ charged: 10_000, refund: 0 });
    expect(
      withdrawalSettlement({ contractAt, now: at(5), paid: 0, pricePerPeriod: 169_900, usedEntriesValue: 0 }),
    ).toMatchObject({ charged: 0, refund: 0 });
  });
});
