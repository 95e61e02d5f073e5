import { describe, expect, it } from 'vitest';
import { DAY_MS, PERIOD_MS } from '../constants.ts';
import {
  commitmentProgress,
  EXTEND_WINDOW_PERIODS,
  extendWindowStart,
  isInExtendWindow,
  yearlyCommitment,
} from './index.ts';

const start = new Date('2026-12-02T10:00:00Z');

describe('the yearly commitment: periods, end date and total from one rule', () => {
  it('without the promo: 13 paid periods of 28 days, ending 52 weeks after the start', () => {
    const c = yearlyCommitment(start, 169_900, false);
    expect(c).toMatchObject({ periods: 13, freePeriods: 0, paidPeriods: 13, total: 13 * 169_900 });
    expect(c.endsAt.getTime() - start.getTime()).toBe(52 * 7 * DAY_MS);
  });

  it('with the promo: 14 periods (56 weeks), the first free, so 13 are paid', () => {
    const c = yearlyCommitment(start, 169_900, true);
    expect(c).toMatchObject({ periods: 14, freePeriods: 1, paidPeriods: 13, total: 13 * 169_900 });
    expect(c.endsAt.getTime() - start.getTime()).toBe(56 * 7 * DAY_MS);
    expect(c.endsAt.toISOString()).toBe('2027-12-29T10:00:00.000Z');
  });
});

describe('progress against the commitment and the extension window (last 2 periods)', () => {
  const term = { startDate: start, numOfPeriods: 13 };
  const end = start.getTime() + 13 * PERIOD_MS;

  it('on day 0: period 1 of 13, 12 to come, extension not yet open', () => {
    expect(commitmentProgress(term, start)).toMatchObject({
      periods: 13,
      currentPeriod: 1,
      periodsRemaining: 12,
      extendOpen: false,
    });
  });

  it('the window opens exactly 2 periods before the end and closes at the end', () => {
    expect(EXTEND_WINDOW_PERIODS).toBe(2);
    expect(extendWindowStart(term).getTime()).toBe(end - 2 * PERIOD_MS);
    expect(isInExtendWindow(term, end - 2 * PERIOD_MS - 1)).toBe(false);
    expect(isInExtendWindow(term, end - 2 * PERIOD_MS)).toBe(true);
    expect(isInExtendWindow(term, end - 1)).toBe(true);
    expect(isInExtendWindow(term, end)).toBe(false);
    expect(commitmentProgress(term, end - 1)).toMatchObject({
      currentPeriod: 13,
      periodsRemaining: 0,
      extendOpen: true,
    });
  });

  it('after an extension the window moves a year on', () => {
    const extended = { startDate: start, numOfPeriods: 26 };
    expect(isInExtendWindow(extended, end - PERIOD_MS)).toBe(false);
    expect(commitmentProgress(extended, end - PERIOD_MS).periodsRemaining).toBe(13);
  });
});
