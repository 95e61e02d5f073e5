import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../constants.ts';
import {
  entryExpiresAt,
  entryPrice,
  hasAnyClaimedOrUsedTickets,
  isEntryExpired,
  membershipCoverage,
  partnerEarning,
  paygPlusEntryPrice,
  quoteEntry,
} from './index.ts';

const purchasedAt = new Date('2025-02-01T09:00:00Z');

describe('entry expiry (SPEC 9: PAYG and PAYG+ entries expire after 30 days)', () => {
  it('expires exactly 30 days after purchase', () => {
    expect(entryExpiresAt(purchasedAt).getTime()).toBe(purchasedAt.getTime() + 30 * DAY_MS);
    expect(isEntryExpired(purchasedAt, purchasedAt.getTime() + 30 * DAY_MS - 1)).toBe(false);
    expect(isEntryExpired(purchasedAt, purchasedAt.getTime() + 30 * DAY_MS)).toBe(true);
  });
});

describe('entry price (our decision: PAYG+ = 20 % off, whole crowns)', () => {
  it('PAYG pays the option price', () => {
    expect(entryPrice(25_000, 'PAYG')).toBe(25_000);
  });

  it('PAYG+ pays 20 % less: 250 Kč -> 200 Kč; 199 Kč -> 159 Kč (159,20 rounded)', () => {
    expect(entryPrice(25_000, 'PAYG_PLUS')).toBe(20_000);
    expect(paygPlusEntryPrice(19_900)).toBe(15_900);
    expect(paygPlusEntryPrice(19_950)).toBe(16_000);
  });
});

describe('membership coverage (our decision: own area or all locations, one entry per Prague day)', () => {
  const praha = { type: 'CHAMPIONSHIP' as const, currentState: 'ACTIVE' as const, areaId: 'praha' };
  const at = new Date('2025-03-10T17:00:00Z');

  it('covers an entry in its own area', () => {
    expect(
      membershipCoverage({ subscription: praha, venueAreaId: 'praha', at, coveredEntriesAt: [] }),
    ).toEqual({
      covered: true,
      dayKey: '2025-03-10',
    });
  });

  it('does not cover another area; all locations (areaId null) covers every area', () => {
    expect(
      membershipCoverage({ subscription: praha, venueAreaId: 'brno', at, coveredEntriesAt: [] }),
    ).toEqual({
      covered: false,
      reason: 'other_area',
    });
    const all = { ...praha, type: 'CHAMPIONSHIP_FLEXIBLE' as const, areaId: null };
    expect(
      membershipCoverage({ subscription: all, venueAreaId: 'brno', at, coveredEntriesAt: [] }).covered,
    ).toBe(true);
  });

  it('does not cover an entry after the end of the period paid for; the period itself is covered', () => {
    const paidUntil = new Date('2025-03-10T12:00:00Z');
    const plan = { ...praha, paidUntil };
    expect(
      membershipCoverage({ subscription: plan, venueAreaId: 'praha', at: paidUntil, coveredEntriesAt: [] }),
    ).toEqual({ covered: false, reason: 'after_paid_period' });
    expect(
      membershipCoverage({
        subscription: plan,
        venueAreaId: 'praha',
        at: new Date(paidUntil.getTime() - 1),
        coveredEntriesAt: [],
      }).covered,
    ).toBe(true);
  });

  it('one covered entry per Prague calendar day', () => {
    const morning = new Date('2025-03-10T06:00:00Z');
    expect(
      membershipCoverage({ subscription: praha, venueAreaId: 'praha', at, coveredEntriesAt: [morning] }),
    ).toEqual({
      covered: false,
      reason: 'daily_limit',
    });
    // 23:30 UTC on 9 March is 00:30 on 10 March in Prague: same day
    const lateUtc = new Date('2025-03-09T23:30:00Z');
    expect(
      membershipCoverage({ subscription: praha, venueAreaId: 'praha', at, coveredEntriesAt: [lateUtc] })
        .covered,
    ).toBe(false);
    // 22:30 UTC on 9 March is 23:30 on 9 March in Prague: previous day
    const prevDay = new Date('2025-03-09T22:30:00Z');
    expect(
      membershipCoverage({ subscription: praha, venueAreaId: 'praha', at, coveredEntriesAt: [prevDay] })
        .covered,
    ).toBe(true);
  });

  it('no membership: none, PAYG+, or not ACTIVE (WAITING_FOR_PAYMENT does not cover)', () => {
    const base = { venueAreaId: 'praha', at, coveredEntriesAt: [] };
    expect(membershipCoverage({ ...base, subscription: null })).toEqual({
      covered: false,
      reason: 'no_membership',
    });
    expect(membershipCoverage({ ...base, subscription: { ...praha, type: 'PAYG_PLUS' } }).covered).toBe(
      false,
    );
    expect(
      membershipCoverage({ ...base, subscription: { ...praha, currentState: 'WAITING_FOR_PAYMENT' } })
        .covered,
    ).toBe(false);
  });
});

describe('entry quote', () => {
  const base = {
    optionPrice: 25_000,
    venueAreaId: 'praha',
    at: Date.UTC(2025, 2, 10, 12),
    coveredEntriesAt: [],
  };

  it('membership covered: 0 Kč', () => {
    const subscription = { type: 'CHAMPIONSHIP' as const, currentState: 'ACTIVE' as const, areaId: 'praha' };
    expect(quoteEntry({ ...base, subscription })).toMatchObject({ method: 'MEMBERSHIP', price: 0 });
  });

  it('PAYG+ active: discounted price; PAYG+ not yet active: full price', () => {
    const payg = { type: 'PAYG_PLUS' as const, currentState: 'ACTIVE' as const, areaId: null };
    expect(quoteEntry({ ...base, subscription: payg })).toMatchObject({ method: 'PAYG_PLUS', price: 20_000 });
    expect(quoteEntry({ ...base, subscription: { ...payg, currentState: 'NOT_STARTED' } })).toMatchObject({
      method: 'PAYG',
      price: 25_000,
    });
  });

  it('no subscription, or membership limit reached: PAYG price', () => {
    expect(quoteEntry({ ...base, subscription: undefined })).toMatchObject({ method: 'PAYG', price: 25_000 });
  });
});

describe('hasAnyClaimedOrUsedTickets (SPEC 3: any ticket used or not cancelled)', () => {
  it('is false with no tickets or only cancelled unused tickets', () => {
    expect(hasAnyClaimedOrUsedTickets([])).toBe(false);
    expect(hasAnyClaimedOrUsedTickets([{ isUsed: false, isCancelled: true }])).toBe(false);
  });

  it('is true with a used ticket, even if cancelled, or a ticket not cancelled', () => {
    expect(hasAnyClaimedOrUsedTickets([{ isUsed: true, isCancelled: true }])).toBe(true);
    expect(
      hasAnyClaimedOrUsedTickets([
        { isUsed: false, isCancelled: true },
        { isUsed: false, isCancelled: false },
      ]),
    ).toBe(true);
  });
});

describe('partner earning (our decision: on admission, listed option price)', () => {
  it('earns the option price once the entry is admitted, nothing before', () => {
    expect(partnerEarning({ optionPrice: 25_000, admittedAt: Date.UTC(2025, 2, 10) })).toBe(25_000);
    expect(partnerEarning({ optionPrice: 25_000, admittedAt: null })).toBe(0);
    expect(partnerEarning({ optionPrice: 25_000 })).toBe(0);
  });
});
