import type { FriendPlaceView } from '@champions/contract';
import { guestPayload } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { findAccountName } from '../repository.ts';
import { guestDoorCode, hashGuestToken, placeOfToken } from './friend-places.ts';

/** GET /api/public/friend-places/{token}: what the place is for and its own door code, no account needed. */
export async function viewFriendPlace(
  { db, cardKey, now }: UseCaseContext,
  _actor: null,
  { token }: { token: string },
): Promise<FriendPlaceView> {
  const { guest, view } = await placeOfToken(db, token);
  const t = view.ticket;
  const over = !!t.expiredAt || t.expiresAt <= now || (!!view.slotEndsAt && view.slotEndsAt <= now);
  const state = t.isUsed ? 'used' : over ? 'expired' : guest.claimedAt ? 'claimed' : 'valid';
  const from = (await findAccountName(db, guest.buyerId)) ?? '';
  return {
    activityName: view.activityName,
    optionName: view.optionName,
    venueName: view.venueName,
    venueAddress: view.venueStreet ?? '',
    venueCity: view.venueCity ?? '',
    slotStartsAt: view.slotStartsAt?.toISOString() ?? null,
    slotEndsAt: view.slotEndsAt?.toISOString() ?? null,
    fromName: from.split(' ')[0] ?? '',
    state,
    code:
      state === 'valid' || state === 'claimed'
        ? guestPayload(t.id, guestDoorCode(cardKey, { ticketId: t.id, tokenHash: hashGuestToken(token) }))
        : null,
  };
}
