import { describe, expect, it } from 'vitest';
import {
  crowns,
  crownsToMinor,
  DEFAULT_CURRENCY,
  formatCrowns,
  formatCzk,
  type Haler,
  haler,
  minorToCrowns,
} from './index.ts';

const NBSP = '\u00a0';

describe('formatCzk (DESIGN: 1 699 Kč with non-breaking spaces)', () => {
  it('formats 1 699 Kč with U+00A0 between digit groups and before Kč', () => {
    expect(formatCzk(169_900)).toBe(`1${NBSP}699${NBSP}Kč`);
  });

  it('formats 1 799 Kč and 119 Kč without decimals', () => {
    expect(formatCzk(179_900)).toBe(`1${NBSP}799${NBSP}Kč`);
    expect(formatCzk(11_900)).toBe(`119${NBSP}Kč`);
  });

  it('shows decimals only when non-zero: 29,99 Kč', () => {
    expect(formatCzk(2999)).toBe(`29,99${NBSP}Kč`);
    expect(formatCzk(2950)).toBe(`29,50${NBSP}Kč`);
    expect(formatCzk(3000)).toBe(`30${NBSP}Kč`);
  });

  it('formats zero and large amounts', () => {
    expect(formatCzk(0)).toBe(`0${NBSP}Kč`);
    expect(formatCzk(123_456_700)).toBe(`1${NBSP}234${NBSP}567${NBSP}Kč`);
  });
});

describe('crowns and minor units (SPEC 9: minor units divided by 100 for display)', () => {
  it('converts 1 699 Kč to 169 900 haléřů and back', () => {
    expect(crownsToMinor(1699)).toBe(169_900);
    expect(minorToCrowns(169_900)).toBe(1699);
  });

  it('rounds decimal crowns to the nearest haléř', () => {
    expect(crownsToMinor(29.99)).toBe(2999);
    expect(crownsToMinor(1.5)).toBe(150);
    expect(minorToCrowns(2999)).toBe(29.99);
  });

  it('the default payment currency is czk', () => {
    expect(DEFAULT_CURRENCY).toBe('czk');
  });
});

describe('units: haléře inside, crowns only at the contract edge (business rules: units)', () => {
  it('brands whole haléře and refuses a fraction of a haléř', () => {
    expect(haler(169_900)).toBe(169_900);
    expect(() => haler(1699.5)).toThrow(RangeError);
  });

  it('formats crowns given by the contract the same way as the haléře they stand for', () => {
    expect(formatCrowns(crowns(1799))).toBe(formatCzk(haler(179_900)));
    expect(formatCrowns(crowns(119))).toBe(`119${NBSP}Kč`);
  });

  it('the compiler refuses crowns where haléře are expected and the other way round', () => {
    const price = crowns(1799);
    // @ts-expect-error Crowns are not haléře: formatCzk(crowns) would show 17,99 Kč
    expect(formatCzk(price)).toBe(`17,99${NBSP}Kč`);
    // @ts-expect-error a plain number is not branded Haler
    const plain: Haler = 5;
    expect(plain).toBe(5);
    // @ts-expect-error haléře are not crowns
    expect(formatCrowns(haler(179_900))).not.toBe(`1${NBSP}799${NBSP}Kč`);
  });
});
