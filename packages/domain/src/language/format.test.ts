import { describe, expect, it } from 'vitest';
import type { HalerAmount } from '../money/convert.ts';
import { formatMoney, formatPragueDate, formatPragueDateTime } from './format.ts';

const h = (n: number) => n as HalerAmount;
const nbsp = (text: string) => text.replace(/\u00A0|\u202F/g, ' ');

describe('money in each language: crowns with Kč in both', () => {
  it('writes Czech as formatCzk does', () => {
    expect(nbsp(formatMoney(h(169_900), 'cs'))).toBe('1 699 Kč');
    expect(nbsp(formatMoney(h(2_999), 'cs'))).toBe('29,99 Kč');
  });

  it('writes English with a comma between thousands and a point before haléře', () => {
    expect(nbsp(formatMoney(h(100_000), 'en'))).toBe('1,000 Kč');
    expect(nbsp(formatMoney(h(2_999), 'en'))).toBe('29.99 Kč');
    expect(nbsp(formatMoney(h(0), 'en'))).toBe('0 Kč');
    expect(formatMoney(h(100_000), 'en')).toBe('1,000\u00A0Kč');
  });
});

describe('dates in Prague in each language', () => {
  const winter = new Date('2026-12-03T07:05:00Z'); // 8:05 in Prague

  it('writes a day with the month named', () => {
    expect(formatPragueDate(winter, 'cs')).toBe('3. prosince 2026');
    expect(formatPragueDate(winter, 'en')).toBe('3 December 2026');
  });

  it('writes a moment in Prague time', () => {
    expect(nbsp(formatPragueDateTime(winter, 'cs'))).toBe('3. 12. 2026 08:05');
    expect(formatPragueDateTime(winter, 'en')).toBe('3 Dec 2026, 08:05');
    // the same format object serves again
    expect(formatPragueDate(new Date('2027-07-01T10:00:00Z'), 'en')).toBe('1 July 2027');
  });

  it('names the weekday when asked', () => {
    expect(formatPragueDateTime(winter, 'cs', { weekday: true })).toBe('čtvrtek 3. 12. 2026 08:05');
    expect(formatPragueDateTime(winter, 'en', { weekday: true })).toBe('Thursday, 3 Dec 2026, 08:05');
  });
});
