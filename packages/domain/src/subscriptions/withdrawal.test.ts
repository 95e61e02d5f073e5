import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../constants.ts';
import { canWithdraw, withdrawalDeadline, withdrawalSettlement } from './index.ts';

const contractAt = new Date('2026-11-23T10:00:00Z');
const at = (days: number) => new Date(contractAt.getTime() + days * DAY_MS);

describe('withdrawal within 14 days (Civil Code §1829, §1834)', () => {
  it('is possible until 14 days after the contract, not after', () => {
    expect(withdrawalDeadline(contractAt).getTime()).toBe(at(14).getTime());
    expect(canWithdraw(contractAt, at(13.99))).toBe(true);
    expect(canWithdraw(contractAt, at(14))).toBe(false);
  });

  it('with the request to start at once, the days used are paid and the rest returned', () => {
    // day 3 (two full days and a started third): 3 x 1 699 Kč / 28 = 182,04 Kč
    expect(
      withdrawalSettlement({
        contractAt,
        now: at(2.5),
        paid: 169_900,
        pricePerPeriod: 169_900,
        startedAtOnce: true,
      }),
    ).toEqual({
      charged: 18_204,
      refund: 151_696,
      daysUsed: 3,
    });
  });

  it('without that request everything is returned; never more is charged than was paid', () => {
    expect(
      withdrawalSettlement({
        contractAt,
        now: at(5),
        paid: 169_900,
        pricePerPeriod: 169_900,
        startedAtOnce: false,
      }).refund,
    ).toBe(169_900);
    expect(
      withdrawalSettlement({ contractAt, now: at(5), paid: 0, pricePerPeriod: 169_900, startedAtOnce: true }),
    ).toMatchObject({ charged: 0, refund: 0 });
  });
});
