import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, PERIOD_MS } from '../constants.ts';
import {
  currentPeriodIndex,
  daysLeftInPeriod,
  daysSinceStart,
  endOfPeriod,
  isInProtectedWindow,
  msLeftInPeriod,
  nextBillingDate,
  periodEnd,
  periodProgressPercent,
  periodStart,
  startedPeriods,
  toEpochMs,
} from './index.ts';

const start = new Date('2025-01-06T10:00:00Z');
const at = (days: number, extraMs = 0) => new Date(start.getTime() + days * DAY_MS + extraMs);

describe('days since start (whole days: floor of elapsed ms / 86 400 000)', () => {
  it('counts whole days only', () => {
    expect(daysSinceStart(start, start)).toBe(0);
    expect(daysSinceStart(start, at(0, DAY_MS - 1))).toBe(0);
    expect(daysSinceStart(start, at(1))).toBe(1);
  });

  it('is 0 before the start', () => {
    expect(daysSinceStart(start, at(-3))).toBe(0);
    expect(currentPeriodIndex(start, at(-3))).toBe(0);
  });

  it('accepts Date or epoch ms', () => {
    expect(daysSinceStart(start.getTime(), at(5).getTime())).toBe(5);
    expect(toEpochMs(start)).toBe(start.getTime());
    expect(toEpochMs(42)).toBe(42);
  });
});

describe('28-day period (SPEC 4)', () => {
  it('day 27 is still period 1, day 28 starts period 2', () => {
    expect(currentPeriodIndex(start, at(27))).toBe(0);
    expect(startedPeriods(start, at(27))).toBe(1);
    expect(currentPeriodIndex(start, at(28))).toBe(1);
    expect(startedPeriods(start, at(28))).toBe(2);
  });

  it('progress is (days since start mod 28) / 28 as a percentage: day 27 = 96.43 %, day 28 = 0 %', () => {
    expect(periodProgressPercent(start, at(0))).toBe(0);
    expect(periodProgressPercent(start, at(14))).toBe(50);
    expect(periodProgressPercent(start, at(27))).toBeCloseTo((27 / 28) * 100, 10);
    expect(periodProgressPercent(start, at(28))).toBe(0);
    expect(periodProgressPercent(start, at(35))).toBe(25);
  });

  it('period start and end of the current period; next billing date is the period end', () => {
    expect(periodStart(start, at(30))).toEqual(at(28));
    expect(periodEnd(start, at(30))).toEqual(at(56));
    expect(nextBillingDate(start, at(27, DAY_MS - 1))).toEqual(at(28));
    expect(nextBillingDate(start, at(28))).toEqual(at(56));
  });

  it('a period is 672 hours even across the DST change (30 March 2025)', () => {
    const march = new Date('2025-03-10T00:00:00+01:00');
    expect(periodEnd(march, march).getTime() - march.getTime()).toBe(672 * 3_600_000);
  });

  it('the end of period n (0-based) is n + 1 periods after the start', () => {
    expect(endOfPeriod(start, 0).getTime()).toBe(start.getTime() + PERIOD_MS);
    expect(endOfPeriod(start, 2)).toEqual(at(3 * 28));
    expect(endOfPeriod(start, 0)).toEqual(periodEnd(start, start));
  });

  it('days left: 28 on day 0, 1 on day 27', () => {
    expect(daysLeftInPeriod(start, at(0))).toBe(28);
    expect(daysLeftInPeriod(start, at(27))).toBe(1);
    expect(daysLeftInPeriod(start, at(28))).toBe(28);
  });
});

describe('protected window (SPEC 4: 60 minutes or less left in the period)', () => {
  const end = at(28).getTime();

  it('applies at exactly 60 minutes left', () => {
    expect(isInProtectedWindow(start, end - 60 * MINUTE_MS)).toBe(true);
  });

  it('does not apply at 60 minutes and 1 ms left', () => {
    expect(isInProtectedWindow(start, end - 60 * MINUTE_MS - 1)).toBe(false);
  });

  it('applies in the last millisecond, not at the first moment of the next period', () => {
    expect(isInProtectedWindow(start, end - 1)).toBe(true);
    expect(isInProtectedWindow(start, end)).toBe(false);
    expect(msLeftInPeriod(start, end)).toBe(PERIOD_MS);
  });
});

describe('period arithmetic properties', () => {
  const startArb = fc.integer({ min: 0, max: 2_000_000_000_000 });
  const elapsedArb = fc.integer({ min: 0, max: 100 * PERIOD_MS });

  it('now always lies in [periodStart, periodEnd) and the period is 28 days long', () => {
    fc.assert(
      fc.property(startArb, elapsedArb, (s, e) => {
        const now = s + e;
        const from = periodStart(s, now).getTime();
        const to = periodEnd(s, now).getTime();
        expect(from).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(to);
        expect(to - from).toBe(PERIOD_MS);
        expect((from - s) % PERIOD_MS).toBe(0);
      }),
    );
  });

  it('period index = floor(days / 28); progress in [0, 100); days left in 1..28', () => {
    fc.assert(
      fc.property(startArb, elapsedArb, (s, e) => {
        const days = daysSinceStart(s, s + e);
        expect(currentPeriodIndex(s, s + e)).toBe(Math.floor(days / 28));
        const progress = periodProgressPercent(s, s + e);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThan(100);
        const left = daysLeftInPeriod(s, s + e);
        expect(left).toBeGreaterThanOrEqual(1);
        expect(left).toBeLessThanOrEqual(28);
        expect(msLeftInPeriod(s, s + e)).toBeGreaterThan(0);
      }),
    );
  });

  it('the period index never decreases as time moves on', () => {
    fc.assert(
      fc.property(startArb, elapsedArb, elapsedArb, (s, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(currentPeriodIndex(s, s + early)).toBeLessThanOrEqual(currentPeriodIndex(s, s + late));
      }),
    );
  });
});
