import type { HistoryEntry } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { claimGuestPlace } from '../guest-repository.ts';
import { findTicketView } from '../repository.ts';
import { holdsTicketFor } from '../ticket-repository.ts';
import { placeOfToken } from './friend-places.ts';
import { toHistoryEntry } from './list-history.ts';

/**
 * POST /api/user/friend-places/{token}/claim: the signed-in friend saves the place into their account
 * (their card and history); once, by one account; not by someone who already holds the slot.
 */
export async function claimFriendPlace(
  { db, now }: UseCaseContext,
  user: Account,
  { token }: { token: string },
): Promise<HistoryEntry> {
  return db.transaction(async (tx) => {
    const { guest, view } = await placeOfToken(tx, token, true);
    if (guest.claimedBy === user.id) return toHistoryEntry(view, now);
    if (guest.claimedAt) throw new AppError('FRIEND_PLACE_ALREADY_CLAIMED');
    if (view.ticket.isUsed) throw new AppError('ENTRY_USED');
    if (view.ticket.timeSlotId && (await holdsTicketFor(tx, user.id, view.ticket.timeSlotId))) {
      throw new AppError('ENTRY_ALREADY_HELD');
    }
    await claimGuestPlace(tx, guest.ticketId, user.id, now);
    return toHistoryEntry((await findTicketView(tx, guest.ticketId))!, now);
  });
}
