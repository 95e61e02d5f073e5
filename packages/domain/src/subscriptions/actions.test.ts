import { describe, expect, it } from 'vitest';
import { cancelPendingSwitch, canExtend, canReactivate, reactivate } from './index.ts';

const active = { type: 'CHAMPIONSHIP' as const, currentState: 'ACTIVE' as const };

describe('extend, reactivate, cancel pending switch (SPEC 4)', () => {
  it('extend: only an ACTIVE yearly plan that is not being cancelled (our decision)', () => {
    expect(canExtend(active)).toBe(true);
    expect(canExtend({ ...active, cancelAtWholeEnd: true })).toBe(false);
    expect(canExtend({ ...active, type: 'CHAMPIONSHIP_FLEXIBLE' })).toBe(false);
    expect(canExtend({ ...active, currentState: 'WAITING_FOR_PAYMENT' })).toBe(false);
    expect(canExtend(null)).toBe(false);
  });

  it('extend: once ahead; a plan with two years left is not extended again', () => {
    expect(canExtend({ ...active, currentPeriod: 0, numOfPeriods: 13 })).toBe(true);
    expect(canExtend({ ...active, currentPeriod: 0, numOfPeriods: 14 })).toBe(true);
    expect(canExtend({ ...active, currentPeriod: 0, numOfPeriods: 26 })).toBe(false);
    expect(canExtend({ ...active, currentPeriod: 13, numOfPeriods: 26 })).toBe(true);
  });

  it('reactivate is possible while a cancellation or a switch is scheduled', () => {
    expect(canReactivate(active)).toBe(false);
    expect(canReactivate({ ...active, cancelAtPeriodEnd: true })).toBe(true);
    expect(canReactivate({ ...active, switchTo: 'PAYG_PLUS' })).toBe(true);
    expect(canReactivate({ ...active, currentState: 'ENDED', cancelAtPeriodEnd: true })).toBe(false);
    expect(canReactivate(undefined)).toBe(false);
  });

  it('reactivate clears the cancel flags and switchTo, keeping other fields', () => {
    const sub = {
      ...active,
      id: 's1',
      cancelAtPeriodEnd: true,
      cancelAtWholeEnd: true,
      switchTo: 'PAYG_PLUS' as const,
    };
    expect(reactivate(sub)).toEqual({
      ...active,
      id: 's1',
      cancelAtPeriodEnd: false,
      cancelAtWholeEnd: false,
      switchTo: null,
    });
  });

  it('cancel pending switch clears switchTo and a pending area', () => {
    expect(cancelPendingSwitch({ ...active, switchTo: 'PAYG_PLUS' as const })).toEqual({
      ...active,
      switchTo: null,
    });
    expect(
      cancelPendingSwitch({
        ...active,
        switchTo: 'CHAMPIONSHIP' as const,
        switchToAreaId: 'brno' as string | null,
      }),
    ).toEqual({ ...active, switchTo: null, switchToAreaId: null });
  });
});
