import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../constants.ts';
import {
  extendedNumOfPeriods,
  isInYearEndWarning,
  shouldConvertToFlexible,
  yearEnd,
  yearEndOutcome,
  yearEndReminderDate,
  yearlyPeriodCount,
} from './index.ts';

const startDate = new Date('2025-01-06T10:00:00Z');
const day = (n: number) => startDate.getTime() + n * DAY_MS;
const yearly = { type: 'CHAMPIONSHIP' as const, startDate, numOfPeriods: 13 };

describe('yearly plan end (SPEC 4, 5, 9)', () => {
  it('a year is 13 periods = 52 weeks = 364 days from start', () => {
    expect(yearlyPeriodCount(false)).toBe(13);
    expect(yearEnd(yearly).getTime()).toBe(day(364));
  });

  it('with the promo code: 14 periods = 56 weeks', () => {
    expect(yearlyPeriodCount(true)).toBe(14);
    expect(yearEnd({ startDate, numOfPeriods: 14 }).getTime()).toBe(day(56 * 7));
  });

  it('the reminder goes out 4 weeks before the end', () => {
    expect(yearEndReminderDate(yearly).getTime()).toBe(day(364 - 28));
  });

  it('warning in the last 28 days: not on day 335, yes on day 336 and 363, not at the end', () => {
    expect(isInYearEndWarning(yearly, day(335))).toBe(false);
    expect(isInYearEndWarning(yearly, day(336))).toBe(true);
    expect(isInYearEndWarning(yearly, day(364) - 1)).toBe(true);
    expect(isInYearEndWarning(yearly, day(364))).toBe(false);
  });

  it('extend adds 13 periods (our decision): 13 -> 26, 14 -> 27', () => {
    expect(extendedNumOfPeriods(13)).toBe(26);
    expect(extendedNumOfPeriods(14)).toBe(27);
  });

  it('converts to flexible when the year is over and not extended', () => {
    expect(shouldConvertToFlexible(yearly, day(364) - 1)).toBe(false);
    expect(shouldConvertToFlexible(yearly, day(364))).toBe(true);
    const extended = { ...yearly, numOfPeriods: extendedNumOfPeriods(13) };
    expect(shouldConvertToFlexible(extended, day(364))).toBe(false);
    expect(yearEndOutcome(extended, day(364))).toBe('running');
  });

  it('a yearly plan cancelled at the whole end ends instead of converting', () => {
    expect(yearEndOutcome({ ...yearly, cancelAtWholeEnd: true }, day(364))).toBe('end');
    expect(shouldConvertToFlexible({ ...yearly, cancelAtWholeEnd: true }, day(364))).toBe(false);
  });

  it('flexible and PAYG+ plans never convert', () => {
    expect(yearEndOutcome({ ...yearly, type: 'CHAMPIONSHIP_FLEXIBLE' }, day(400))).toBe('running');
    expect(shouldConvertToFlexible({ ...yearly, type: 'PAYG_PLUS' }, day(400))).toBe(false);
  });
});
