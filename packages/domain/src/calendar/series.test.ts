import { describe, expect, it } from 'vitest';
import { lastSeriesDate, weekdayOf, weeklySeriesDates } from './index.ts';

describe('lastSeriesDate', () => {
  it('is the same calendar day a year later', () => {
    expect(lastSeriesDate('2026-12-30')).toBe('2027-12-30');
    expect(lastSeriesDate('2026-01-05')).toBe('2027-01-05');
  });

  it('takes 29 February to 28 February', () => {
    expect(lastSeriesDate('2028-02-29')).toBe('2029-02-28');
  });
});

describe('weeklySeriesDates', () => {
  it('repeats on several weekdays at once: Monday, Wednesday and Friday', () => {
    // 2026-12-07 is a Monday
    expect(weeklySeriesDates('2026-12-07', '2026-12-20', [1, 3, 5])).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-11',
      '2026-12-14',
      '2026-12-16',
      '2026-12-18',
    ]);
  });

  it('includes the end date and starts on the first chosen day on or after the first date', () => {
    // from a Tuesday: the first slot is Wednesday's; Friday the 18th is the last day and is included
    expect(weeklySeriesDates('2026-12-08', '2026-12-18', [5, 3, 1])).toEqual([
      '2026-12-09',
      '2026-12-11',
      '2026-12-14',
      '2026-12-16',
      '2026-12-18',
    ]);
  });

  it('keeps the first date’s weekday when none is chosen (every week on the same day)', () => {
    expect(weeklySeriesDates('2026-12-07', '2026-12-28')).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
    ]);
  });

  it('counts Sunday as 0 and crosses a year and the change to summer time by calendar days', () => {
    expect(weeklySeriesDates('2026-12-26', '2027-01-04', [0, 6])).toEqual([
      '2026-12-26',
      '2026-12-27',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weeklySeriesDates('2027-03-27', '2027-03-29', [0, 1, 6])).toEqual([
      '2027-03-27',
      '2027-03-28',
      '2027-03-29',
    ]);
  });

  it('gives nothing when no chosen weekday falls in the range', () => {
    expect(weeklySeriesDates('2026-12-07', '2026-12-08', [5])).toEqual([]);
  });
});

describe('weekdayOf', () => {
  it('counts as the catalogue does: 0 = Sunday … 6 = Saturday', () => {
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-12-12')).toBe(6);
  });
});
