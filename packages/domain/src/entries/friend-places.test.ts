import { describe, expect, it } from 'vitest';
import { PAGES } from '../navigation/pages.ts';
import {
  canTakeBackGuestPlace,
  FRIEND_PLACES,
  friendPlacesTotal,
  guestPayload,
  guestPlaceState,
  parseGuestPayload,
} from './friend-places.ts';

describe('friend places', () => {
  it('prices every place as the buyer’s', () => {
    expect(FRIEND_PLACES.MAX).toBe(4);
    expect(friendPlacesTotal({ method: 'PAYG', price: 20000, places: 3 })).toBe(60000);
    expect(friendPlacesTotal({ method: 'PAYG_PLUS', price: 15000, places: 1 })).toBe(15000);
    expect(friendPlacesTotal({ method: 'MEMBERSHIP', price: 0, places: 1 })).toBe(0);
  });

  it('does not bring friends along on a covered entry', () => {
    expect(friendPlacesTotal({ method: 'MEMBERSHIP', price: 0, places: 2 })).toBeNull();
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
