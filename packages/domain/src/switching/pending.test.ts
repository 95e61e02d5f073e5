import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../constants.ts';
import {
  type ChangeableSubscription,
  canChangeDuration,
  canChangeLocation,
  hasPendingDurationChange,
  hasPendingLocationChange,
  isPlanChangeLocked,
} from './index.ts';

const active: ChangeableSubscription = { type: 'CHAMPIONSHIP', currentState: 'ACTIVE', areaId: 'praha' };

describe('changing location or duration (SPEC 4)', () => {
  it('both allowed with an active Championship and nothing pending', () => {
    expect(canChangeLocation(active)).toBe(true);
    expect(canChangeDuration(active)).toBe(true);
    expect(canChangeLocation({ ...active, currentState: 'WAITING_FOR_PAYMENT' })).toBe(true);
  });

  it('neither without an active Championship', () => {
    expect(canChangeLocation(null)).toBe(false);
    expect(canChangeDuration(undefined)).toBe(false);
    expect(canChangeLocation({ ...active, currentState: 'ENDED' })).toBe(false);
    expect(canChangeDuration({ ...active, type: 'PAYG_PLUS', areaId: null })).toBe(false);
  });

  it('location selectors are disabled while a duration change is pending', () => {
    const sub = { ...active, switchTo: 'CHAMPIONSHIP_FLEXIBLE' as const, switchToAreaId: 'praha' };
    expect(hasPendingDurationChange(sub)).toBe(true);
    expect(hasPendingLocationChange(sub)).toBe(false);
    expect(canChangeLocation(sub)).toBe(false);
    expect(canChangeDuration(sub)).toBe(true);
  });

  it('duration cannot change while a location change is pending', () => {
    const sub = { ...active, switchTo: 'CHAMPIONSHIP' as const, switchToAreaId: null };
    expect(hasPendingLocationChange(sub)).toBe(true);
    expect(hasPendingDurationChange(sub)).toBe(false);
    expect(canChangeDuration(sub)).toBe(false);
    expect(canChangeLocation(sub)).toBe(true);
  });

  it('a pending switch to PAYG+ blocks location changes and is not a location change', () => {
    const sub = { ...active, switchTo: 'PAYG_PLUS' as const };
    expect(hasPendingLocationChange(sub)).toBe(false);
    expect(canChangeLocation(sub)).toBe(false);
  });

  it('plan changes are locked in the protected window (exactly 60 minutes left)', () => {
    const start = Date.UTC(2025, 0, 6);
    expect(isPlanChangeLocked(start, start + 28 * DAY_MS - 60 * MINUTE_MS)).toBe(true);
    expect(isPlanChangeLocked(start, start + 28 * DAY_MS - 61 * MINUTE_MS)).toBe(false);
  });
});
