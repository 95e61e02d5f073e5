import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, PERIOD_MS } from '../constants.ts';
import { membershipCoverage } from '../entries/index.ts';
import {
  isPausedAt,
  nextPauseAllowedFrom,
  PAUSE_RULES,
  pauseCancellation,
  pausePeriods,
  pauseQuote,
  pauseRefusal,
  pauseStatus,
  pausesInYear,
  pausesLeft,
  plannedPause,
} from './index.ts';

const startDate = new Date('2026-01-05T10:00:00Z');
const at = (days: number, extraMs = 0) => new Date(startDate.getTime() + days * DAY_MS + extraMs);
const flexible = {
  type: 'CHAMPIONSHIP_FLEXIBLE' as const,
  currentState: 'ACTIVE' as const,
  startDate,
};
const refusal = (
  sub: Partial<Parameters<typeof pauseRefusal>[0]['sub']>,
  periods = 2,
  now = at(10),
  earlier: Date[] = [],
) => pauseRefusal({ sub: { ...flexible, ...sub }, periods, now, earlierPauseStarts: earlier });

describe('pause of a flexible Championship (our decision)', () => {
  it('starts with the next period and lasts whole 28-day periods', () => {
    // day 10 is in period 0: the pause covers periods 1 and 2 and resumes with period 3 (day 84)
    expect(plannedPause(startDate, at(10), 2)).toEqual({
      fromPeriod: 1,
      periods: 2,
      startsAt: at(28),
      resumesAt: at(84),
    });
    expect(pausePeriods({ startsAt: at(28), resumesAt: at(84) })).toBe(2);
  });

  it('is planned before it starts, running in it, over from the moment it resumes', () => {
    const pause = { startsAt: at(28), resumesAt: at(84) };
    expect(pauseStatus(pause, at(27))).toBe('planned');
    expect(pauseStatus(pause, at(28))).toBe('running');
    expect(pauseStatus(pause, at(84, -1))).toBe('running');
    expect(pauseStatus(pause, at(84))).toBe('over');
    expect(isPausedAt(pause, at(56))).toBe(true);
    expect(isPausedAt(pause, at(84))).toBe(false);
    expect(isPausedAt(null, at(56))).toBe(false);
  });

  it('1 to 3 periods, whole numbers only', () => {
    expect(PAUSE_RULES).toMatchObject({ MIN_PERIODS: 1, MAX_PERIODS: 3, MAX_PER_YEAR: 2 });
    expect(refusal({}, 1)).toBeNull();
    expect(refusal({}, 3)).toBeNull();
    expect(refusal({}, 0)).toBe('PERIODS_OUT_OF_RANGE');
    expect(refusal({}, 4)).toBe('PERIODS_OUT_OF_RANGE');
    expect(refusal({}, 1.5)).toBe('PERIODS_OUT_OF_RANGE');
  });

  it('only an ACTIVE flexible plan with nothing else scheduled', () => {
    expect(refusal({ type: 'CHAMPIONSHIP' })).toBe('NOT_FLEXIBLE');
    expect(refusal({ type: 'PAYG_PLUS' })).toBe('NOT_FLEXIBLE');
    expect(refusal({ currentState: 'WAITING_FOR_PAYMENT' })).toBe('NOT_ACTIVE');
    expect(refusal({ currentState: 'NOT_STARTED' })).toBe('NOT_ACTIVE');
    expect(refusal({ cancelAtPeriodEnd: true })).toBe('CANCELING');
    expect(refusal({ switchTo: 'PAYG_PLUS' })).toBe('SWITCH_PENDING');
  });

  it('one pause at a time: refused while one is planned or running, possible once it is over', () => {
    const pause = { startsAt: at(28), resumesAt: at(56) };
    expect(refusal({ pause }, 1, at(10))).toBe('ALREADY_PAUSED');
    expect(refusal({ pause }, 1, at(30))).toBe('ALREADY_PAUSED');
    expect(refusal({ pause }, 1, at(60), [at(28)])).toBeNull();
  });

  it('not in the protected window, 60 minutes before the renewal', () => {
    expect(refusal({}, 1, at(28, -60 * MINUTE_MS))).toBe('LOCKED');
    expect(refusal({}, 1, at(28, -61 * MINUTE_MS))).toBeNull();
  });

  it('at most two pauses start within any 52 weeks (rolling, 364 days)', () => {
    expect(PAUSE_RULES.WINDOW_MS).toBe(13 * PERIOD_MS);
    const earlier = [at(28), at(140)];
    // a third pause would start with period 7 (day 196): both earlier ones are within 364 days
    expect(pausesInYear(earlier, at(196))).toBe(2);
    expect(pausesLeft(earlier, at(196))).toBe(0);
    expect(refusal({}, 1, at(170), earlier)).toBe('YEARLY_LIMIT');
    // 364 days after the first pause started, it no longer counts
    expect(pausesInYear(earlier, at(28 + 364))).toBe(1);
    expect(pausesInYear(earlier, at(28 + 364 - 1))).toBe(2);
    expect(refusal({}, 1, at(370), earlier)).toBeNull();
    // pauses after the moment do not count
    expect(pausesInYear([at(400)], at(196))).toBe(0);
    expect(pausesLeft([], at(0))).toBe(2);
    // the next pause may start once the older of the two leaves the window
    expect(nextPauseAllowedFrom(earlier, at(196)).getTime()).toBe(at(28 + 364).getTime());
    expect(nextPauseAllowedFrom([at(28)], at(196)).getTime()).toBe(at(196).getTime());
  });

  it('the quote shows the dates and what is not charged', () => {
    expect(pauseQuote({ startDate, subscribedPrice: 189_800 }, at(10), 3)).toEqual({
      periods: 3,
      startsAt: at(28),
      resumesAt: at(112),
      skippedPeriods: 3,
      notCharged: 569_400,
      nextChargeAt: at(112),
      nextChargeAmount: 189_800,
    });
  });

  it('cancelling: a planned pause is dropped, a running one ends with the current period', () => {
    const pause = { startsAt: at(28), resumesAt: at(112) };
    expect(pauseCancellation(pause, startDate, at(10))).toEqual({ kind: 'drop' });
    expect(pauseCancellation(pause, startDate, at(30))).toEqual({ kind: 'shorten', resumesAt: at(56) });
    // in its last period it ends anyway; once over there is nothing to cancel
    expect(pauseCancellation(pause, startDate, at(90))).toEqual({ kind: 'none' });
    expect(pauseCancellation(pause, startDate, at(120))).toEqual({ kind: 'none' });
  });

  it('entries in a running pause are not covered by the membership; before and after they are', () => {
    const pause = { startsAt: at(28), resumesAt: at(56) };
    const sub = { ...flexible, areaId: null, pause };
    const cover = (when: Date) =>
      membershipCoverage({ subscription: sub, venueAreaId: 'brno', at: when, coveredEntriesAt: [] }).covered;
    expect(cover(at(27))).toBe(true);
    expect(cover(at(40))).toBe(false);
    expect(cover(at(56))).toBe(true);
  });
});
