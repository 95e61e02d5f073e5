import { describe, expect, it } from 'vitest';
import { lastSeriesDate } from './index.ts';

describe('lastSeriesDate', () => {
  it('is the same calendar day a year later', () => {
    expect(lastSeriesDate('2026-12-30')).toBe('2027-12-30');
    expect(lastSeriesDate('2026-01-05')).toBe('2027-01-05');
  });

  it('takes 29 February to 28 February', () => {
    expect(lastSeriesDate('2028-02-29')).toBe('2029-02-28');
  });
});
