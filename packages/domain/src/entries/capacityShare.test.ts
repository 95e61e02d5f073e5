import { describe, expect, it } from 'vitest';
import { freeSellablePlaces, sellablePlaces } from './index.ts';

describe('capacity share (our decision: the partner keeps places for their own members)', () => {
  it('sells every place when neither the activity nor the slot sets a share', () => {
    expect(sellablePlaces({ capacity: 10 })).toBe(10);
    expect(sellablePlaces({ capacity: 10, activityShare: null, slotShare: null })).toBe(10);
  });
  it('sells the activity’s share, and a slot’s own value overrides it', () => {
    expect(sellablePlaces({ capacity: 10, activityShare: 2 })).toBe(2);
    expect(sellablePlaces({ capacity: 10, activityShare: 2, slotShare: 6 })).toBe(6);
    expect(sellablePlaces({ capacity: 10, activityShare: 6, slotShare: 0 })).toBe(0);
  });
  it('never sells more than the capacity nor fewer than none', () => {
    expect(sellablePlaces({ capacity: 4, activityShare: 8 })).toBe(4);
    expect(sellablePlaces({ capacity: 4, slotShare: -3 })).toBe(0);
  });
  it('free sellable places are the share minus what is sold, never negative', () => {
    expect(freeSellablePlaces({ capacity: 10, activityShare: 2, reserved: 0 })).toBe(2);
    expect(freeSellablePlaces({ capacity: 10, activityShare: 2, reserved: 1 })).toBe(1);
    // the partner lowered the share below what was already sold: nothing more to sell
    expect(freeSellablePlaces({ capacity: 10, activityShare: 2, reserved: 5 })).toBe(0);
    expect(freeSellablePlaces({ capacity: 10, reserved: 3 })).toBe(7);
  });
});
