import { describe, expect, it } from 'vitest';
import { crownsToMinor, DEFAULT_CURRENCY, formatCzk, minorToCrowns } from './index.ts';

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
