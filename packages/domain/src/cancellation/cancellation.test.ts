import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../constants.ts';
import {
  CANCELLATION_TYPES,
  canCancelFlexibleInTime,
  cancellationDetails,
  cancellationEffectiveDate,
  cancellationFee,
  cancellationTypesFor,
  catchUpFee,
  flexibleCancellationDeadline,
  periodsUsed,
  reactivationCredit,
} from './index.ts';

const startDate = new Date('2025-01-06T10:00:00Z');
const day = (n: number, extraMs = 0) => startDate.getTime() + n * DAY_MS + extraMs;
const yearly = { type: 'CHAMPIONSHIP' as const, startDate, numOfPeriods: 13 };
const flexible = { ...yearly, type: 'CHAMPIONSHIP_FLEXIBLE' as const };

describe('catch-up fee (SPEC 9: 199 Kč x started periods, started = floor(days used / 28) + 1)', () => {
  it('day 0 and day 27: 1 started period = 199 Kč', () => {
    expect(periodsUsed(0)).toBe(1);
    expect(catchUpFee(0)).toBe(19_900);
    expect(catchUpFee(27)).toBe(19_900);
  });

  it('day 28: 2 started periods = 398 Kč', () => {
    expect(periodsUsed(28)).toBe(2);
    expect(catchUpFee(28)).toBe(39_800);
  });

  it('day 363 (last day of the year): 13 periods = 2 587 Kč', () => {
    expect(catchUpFee(363)).toBe(13 * 19_900);
  });
});

describe('cancellation details (SPEC 3, 4)', () => {
  it('yearly: type fee, amount = catch-up fee, with days and periods used', () => {
    expect(cancellationDetails(yearly, day(40, 5 * HOUR_MS))).toEqual({
      type: 'fee',
      amount: 39_800,
      daysUsed: 40,
      periodsUsed: 2,
    });
  });

  it('flexible: end of period, no fee', () => {
    expect(cancellationDetails(flexible, day(40))).toEqual({
      type: 'end_of_period',
      amount: 0,
      daysUsed: 40,
      periodsUsed: 2,
    });
  });

  it('PAYG+: end of period, no fee (our decision)', () => {
    expect(cancellationDetails({ type: 'PAYG_PLUS', startDate }, day(3)).type).toBe('end_of_period');
  });

  it('yearly offers immediate (sent as at_period_end) and at_whole_end; flexible and PAYG+ only at_period_end', () => {
    expect(cancellationTypesFor('CHAMPIONSHIP')).toEqual(CANCELLATION_TYPES);
    expect(cancellationTypesFor('CHAMPIONSHIP_FLEXIBLE')).toEqual(['at_period_end']);
    expect(cancellationTypesFor('PAYG_PLUS')).toEqual(['at_period_end']);
  });

  it('fee: yearly at_period_end pays the catch-up fee; at_whole_end pays nothing; flexible nothing', () => {
    expect(cancellationFee(yearly, 'at_period_end', day(10))).toBe(19_900);
    expect(cancellationFee(yearly, 'at_whole_end', day(10))).toBe(0);
    expect(cancellationFee(flexible, 'at_period_end', day(10))).toBe(0);
  });

  it('effective date: end of the current period, or the end of the 52-week year', () => {
    expect(cancellationEffectiveDate(yearly, 'at_period_end', day(30)).getTime()).toBe(day(56));
    expect(cancellationEffectiveDate(yearly, 'at_whole_end', day(30)).getTime()).toBe(day(364));
  });
});

describe('flexible cancellation notice (SPEC 5: at least 24 hours before period end; informative)', () => {
  it('exactly 24 hours before the end is in time, one ms later is not', () => {
    const deadline = day(28) - 24 * HOUR_MS;
    expect(flexibleCancellationDeadline(startDate, day(3)).getTime()).toBe(deadline);
    expect(canCancelFlexibleInTime(startDate, deadline)).toBe(true);
    expect(canCancelFlexibleInTime(startDate, deadline + 1)).toBe(false);
    expect(canCancelFlexibleInTime(startDate, day(0))).toBe(true);
  });
});

describe('reactivation within 28 days credits back the catch-up fee (SPEC 9)', () => {
  const cancelledAt = day(50);

  it('credits the fee back on day 28 after cancelling (inclusive)', () => {
    expect(reactivationCredit({ cancelledAt, now: cancelledAt + 28 * DAY_MS, catchUpFeePaid: 39_800 })).toBe(
      39_800,
    );
    expect(reactivationCredit({ cancelledAt, now: cancelledAt, catchUpFeePaid: 39_800 })).toBe(39_800);
  });

  it('credits nothing after 28 days', () => {
    expect(
      reactivationCredit({ cancelledAt, now: cancelledAt + 28 * DAY_MS + 1, catchUpFeePaid: 39_800 }),
    ).toBe(0);
  });
});
