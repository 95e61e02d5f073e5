import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SubscriptionType } from '../brand.ts';
import { DAY_MS } from '../constants.ts';
import { DEFAULT_CONFIG } from '../plans/config.ts';
import { isSameChoice, pendingSwitchCancellationRefund, switchQuote } from './index.ts';

const startDate = Date.UTC(2025, 0, 6, 10);
const day = (n: number) => startDate + n * DAY_MS;
const praha = { id: 'praha', price: 169_900 };
const brno = { id: 'brno', price: 169_900 };
const cheap = { id: 'pardubice', price: 149_900 };
const plan = (type: SubscriptionType, area: typeof praha | null = praha) => ({ type, area });
const quote = (current: ReturnType<typeof plan>, target: ReturnType<typeof plan>, now: number, extra = {}) =>
  switchQuote({ current: { ...current, startDate, ...extra }, target, config: DEFAULT_CONFIG, now });

describe('switch quote: area and all-locations changes (our decision: pro-rated upgrade now, downgrade next period)', () => {
  it('Praha 1 699 Kč -> all locations 1 799 Kč on day 14: pay half of the 100 Kč difference now', () => {
    const q = quote(plan('CHAMPIONSHIP'), plan('CHAMPIONSHIP', null), day(14));
    expect(q).toMatchObject({
      type: 'upgrade',
      refund: 84_950,
      newCharge: 89_950,
      totalDue: 5_000,
      newRecurringPrice: 179_900,
      catchUpFee: 0,
      periodsPassed: 1,
      penaltyRefund: 0,
      creditBack: 0,
      effective: 'immediately',
    });
    expect(q.effectiveAt.getTime()).toBe(day(14));
  });

  it('on day 27 (1 day left) the upgrade costs 1/28 of the difference; on day 28 a full period', () => {
    expect(quote(plan('CHAMPIONSHIP'), plan('CHAMPIONSHIP', null), day(27)).totalDue).toBe(357);
    expect(quote(plan('CHAMPIONSHIP'), plan('CHAMPIONSHIP', null), day(28)).totalDue).toBe(10_000);
  });

  it('all locations -> Praha: downgrade at the next period, nothing now, nothing refunded', () => {
    const q = quote(plan('CHAMPIONSHIP', null), plan('CHAMPIONSHIP'), day(30));
    expect(q).toMatchObject({
      type: 'downgrade',
      refund: 0,
      newCharge: 0,
      totalDue: 0,
      effective: 'next_period',
    });
    expect(q.newRecurringPrice).toBe(169_900);
    expect(q.effectiveAt.getTime()).toBe(day(56));
  });

  it('Praha -> Brno at the same price: immediately, nothing to pay', () => {
    expect(quote(plan('CHAMPIONSHIP_FLEXIBLE'), plan('CHAMPIONSHIP_FLEXIBLE', brno), day(3))).toMatchObject({
      type: 'upgrade',
      totalDue: 0,
      effective: 'immediately',
    });
  });

  it('uses the subscribed price when the user pays an older price', () => {
    const q = quote(plan('CHAMPIONSHIP'), plan('CHAMPIONSHIP', brno), day(14), { subscribedPrice: 149_900 });
    expect(q).toMatchObject({ type: 'upgrade', refund: 74_950, newCharge: 84_950, totalDue: 10_000 });
  });
});

describe('switch quote: duration changes (yearly <-> flexible)', () => {
  it('yearly -> flexible on day 40: catch-up fee 2 x 199 Kč now, flexible price from the next period', () => {
    const q = quote(plan('CHAMPIONSHIP'), plan('CHAMPIONSHIP_FLEXIBLE'), day(40));
    expect(q).toMatchObject({
      type: 'upgrade',
      refund: 0,
      newCharge: 0,
      catchUpFee: 39_800,
      periodsPassed: 2,
      totalDue: 39_800,
      newRecurringPrice: 189_800,
      effective: 'next_period',
    });
    expect(q.effectiveAt.getTime()).toBe(day(56));
  });

  it('yearly all locations -> flexible in a 1 499 Kč area is a downgrade, still with the catch-up fee', () => {
    const q = quote(plan('CHAMPIONSHIP', null), plan('CHAMPIONSHIP_FLEXIBLE', cheap), day(0));
    expect(q).toMatchObject({
      type: 'downgrade',
      catchUpFee: 19_900,
      totalDue: 19_900,
      newRecurringPrice: 169_800,
    });
  });

  it('flexible -> yearly: cheaper, at the next period, nothing now', () => {
    const q = quote(plan('CHAMPIONSHIP_FLEXIBLE'), plan('CHAMPIONSHIP'), day(5));
    expect(q).toMatchObject({
      type: 'downgrade',
      totalDue: 0,
      catchUpFee: 0,
      penaltyRefund: 0,
      effective: 'next_period',
    });
  });

  it('back to yearly within 28 days of paying a catch-up fee: the fee is returned as credit', () => {
    const lastCatchUpFee = { amount: 39_800, paidAt: day(5) - 28 * DAY_MS };
    const q = quote(plan('CHAMPIONSHIP_FLEXIBLE'), plan('CHAMPIONSHIP'), day(5), { lastCatchUpFee });
    expect(q).toMatchObject({ penaltyRefund: 39_800, totalDue: 0, creditBack: 39_800 });
  });

  it('after 28 days the catch-up fee is not returned', () => {
    const lastCatchUpFee = { amount: 39_800, paidAt: day(5) - 28 * DAY_MS - 1 };
    expect(
      quote(plan('CHAMPIONSHIP_FLEXIBLE'), plan('CHAMPIONSHIP'), day(5), { lastCatchUpFee }).penaltyRefund,
    ).toBe(0);
    expect(
      quote(plan('CHAMPIONSHIP_FLEXIBLE'), plan('CHAMPIONSHIP'), day(5), { lastCatchUpFee: null })
        .penaltyRefund,
    ).toBe(0);
  });
});

describe('switch quote: PAYG+ <-> Championship', () => {
  it('PAYG+ -> yearly Praha on day 7: full first period now, 21 unused PAYG+ days refunded', () => {
    const q = quote(plan('PAYG_PLUS', null), plan('CHAMPIONSHIP'), day(7));
    expect(q).toMatchObject({
      type: 'upgrade',
      refund: 8_925,
      newCharge: 169_900,
      totalDue: 160_975,
      catchUpFee: 0,
      effective: 'immediately',
    });
  });

  it('yearly -> PAYG+ on day 10: catch-up fee 199 Kč, PAYG+ from the next period', () => {
    expect(quote(plan('CHAMPIONSHIP'), plan('PAYG_PLUS', null), day(10))).toMatchObject({
      type: 'downgrade',
      catchUpFee: 19_900,
      totalDue: 19_900,
      newRecurringPrice: 11_900,
      effective: 'next_period',
    });
  });

  it('flexible -> PAYG+: next period, no fee', () => {
    expect(quote(plan('CHAMPIONSHIP_FLEXIBLE'), plan('PAYG_PLUS', null), day(10))).toMatchObject({
      type: 'downgrade',
      catchUpFee: 0,
      totalDue: 0,
    });
  });

  it('no change: nothing to pay', () => {
    expect(quote(plan('PAYG_PLUS', null), plan('PAYG_PLUS', praha), day(3))).toMatchObject({
      totalDue: 0,
      refund: 0,
      newCharge: 0,
      effective: 'immediately',
    });
    expect(isSameChoice(plan('CHAMPIONSHIP'), plan('CHAMPIONSHIP', brno))).toBe(false);
    expect(isSameChoice(plan('CHAMPIONSHIP', null), plan('CHAMPIONSHIP', null))).toBe(true);
    expect(isSameChoice(plan('CHAMPIONSHIP'), plan('PAYG_PLUS'))).toBe(false);
  });

  it('cancelling a pending switch returns its catch-up fee as credit', () => {
    expect(pendingSwitchCancellationRefund(19_900)).toBe(19_900);
    expect(pendingSwitchCancellationRefund(0)).toBe(0);
  });
});

describe('switch quote properties', () => {
  const types = fc.constantFrom<SubscriptionType>('CHAMPIONSHIP', 'CHAMPIONSHIP_FLEXIBLE', 'PAYG_PLUS');
  const area = fc.option(
    fc.record({ id: fc.constantFrom('a', 'b', 'c'), price: fc.integer({ min: 1, max: 3000 }) }),
  );
  const choice = fc.record({ type: types, area });

  it('totalDue - creditBack = newCharge + catchUpFee - refund - penaltyRefund; nothing negative', () => {
    fc.assert(
      fc.property(choice, choice, fc.integer({ min: 0, max: 400 * DAY_MS }), (current, target, elapsed) => {
        const q = switchQuote({
          current: { ...current, startDate },
          target,
          config: DEFAULT_CONFIG,
          now: startDate + elapsed,
        });
        expect(q.totalDue - q.creditBack).toBe(q.newCharge + q.catchUpFee - q.refund - q.penaltyRefund);
        for (const v of [q.refund, q.newCharge, q.totalDue, q.catchUpFee, q.penaltyRefund, q.creditBack]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(v)).toBe(true);
        }
        expect(q.totalDue === 0 || q.creditBack === 0).toBe(true);
      }),
    );
  });
});
