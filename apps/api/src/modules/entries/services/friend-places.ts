import { randomBytes } from 'node:crypto';
import type { GuestPlace } from '@champions/contract';
import { canTakeBackGuestPlace, FRIEND_PLACES, guestPlaceState, PAGES } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { guestPlacesOfPayment, insertGuestPlace } from '../guest-repository.ts';
import { insertTicket, type NewTicket } from '../ticket-repository.ts';

/** A fresh unguessable claim token of a guest place (32 random bytes, base64url). */
export const newGuestToken = () => randomBytes(FRIEND_PLACES.TOKEN_BYTES).toString('base64url');

/** The friend's link of a guest place. */
export const friendPlaceLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}${PAGES.friendPlace(token)}`;

/**
 * The extra places of a multi-place purchase, in the sale's transaction: a ticket each (the same
 * price, payment and slot as the buyer's own), held by the buyer as a guest place with its claim token.
 */
export async function issueGuestPlaces(tx: Executor, ticket: NewTicket, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await insertTicket(tx, ticket);
    await insertGuestPlace(tx, {
      ticketId: id,
      buyerId: ticket.userId,
      token: newGuestToken(),
      createdAt: ticket.createdAt ?? new Date(),
    });
    ids.push(id);
  }
  return ids;
}

/** The guest places a payment bought, as their buyer sees them (the cancel deadline decides take-back). */
export async function guestPlacesOf(
  db: Executor,
  paymentId: string | null,
  publicUrl: string,
  cancellable: boolean,
): Promise<GuestPlace[]> {
  if (!paymentId) return [];
  const rows = await guestPlacesOfPayment(db, paymentId);
  return rows.map((row) => {
    const state = guestPlaceState(row);
    return {
      ticketId: row.ticketId,
      state,
      sentTo: row.sentTo,
      claimedByName: row.claimedAt ? row.claimedByName : null,
      link: canTakeBackGuestPlace(state) ? friendPlaceLink(publicUrl, row.token) : null,
      canTakeBack: cancellable && canTakeBackGuestPlace(state),
    };
  });
}
