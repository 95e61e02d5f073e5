import { describe, expect, it } from 'vitest';
import { PAGES } from '../navigation/pages.ts';
import {
  canTakeBackGuestPlace,
  FRIEND_PLACES,
  friendPlacesPrice,
  guestPayload,
  guestPlaceState,
  parseGuestPayload,
} from './friend-places.ts';

describe('friend places', () => {
  it('prices every place as the paying buyer’s', () => {
    expect(FRIEND_PLACES.MAX).toBe(4);
    expect(friendPlacesPrice({ method: 'PAYG', price: 20000, optionPrice: 20000, places: 3 })).toEqual({
      ownPrice: 20000,
      guestMethod: 'PAYG',
      guestPrice: 20000,
      total: 60000,
    });
    expect(friendPlacesPrice({ method: 'PAYG_PLUS', price: 16000, optionPrice: 20000, places: 2 })).toEqual({
      ownPrice: 16000,
      guestMethod: 'PAYG_PLUS',
      guestPrice: 16000,
      total: 32000,
    });
    expect(
      friendPlacesPrice({ method: 'PAYG_PLUS', price: 15000, optionPrice: 19000, places: 1 }).total,
    ).toBe(15000);
  });

  it('covers the member’s own place and charges each friend’s place the single-entry price', () => {
    expect(
      friendPlacesPrice({ method: 'MEMBERSHIP', price: 0, optionPrice: 29000, places: 1 }),
    ).toMatchObject({
      ownPrice: 0,
      total: 0,
    });
    expect(friendPlacesPrice({ method: 'MEMBERSHIP', price: 0, optionPrice: 29000, places: 4 })).toEqual({
      ownPrice: 0,
      guestMethod: 'PAYG',
      guestPrice: 29000,
      total: 87000,
    });
  });

  it('names the state of a guest place and whether it can be taken back', () => {
    const base = { isCancelled: false, isUsed: false, sentAt: null, claimedAt: null };
    const at = new Date('2026-12-01T10:00:00Z');
    expect(guestPlaceState(base)).toBe('unsent');
    expect(guestPlaceState({ ...base, sentAt: at })).toBe('sent');
    expect(guestPlaceState({ ...base, sentAt: at, claimedAt: at })).toBe('claimed');
    expect(guestPlaceState({ ...base, isUsed: true })).toBe('used');
    expect(guestPlaceState({ ...base, isCancelled: true })).toBe('taken_back');
    expect(canTakeBackGuestPlace('unsent')).toBe(true);
    expect(canTakeBackGuestPlace('sent')).toBe(true);
    expect(canTakeBackGuestPlace('claimed')).toBe(false);
    expect(canTakeBackGuestPlace('used')).toBe(false);
    expect(PAGES.friendPlace('a-b_c')).toBe('/pozvanka/a-b_c');
  });

  it('reads the door code of a friend’s place', () => {
    const ticketId = '9c406f41-b03d-4a7e-8d8a-3faf5c4d4d44';
    const code = '0123456789abcdef0123';
    expect(parseGuestPayload(guestPayload(ticketId, code))).toEqual({ ticketId, code });
    expect(parseGuestPayload(` ${guestPayload(ticketId.toUpperCase(), code)} `)).toEqual({ ticketId, code });
    expect(parseGuestPayload(`CH1.${ticketId}.12345678`)).toBeNull();
    expect(parseGuestPayload('12345678')).toBeNull();
  });
});
