import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GuestPlace } from '@champions/contract';
import { canTakeBackGuestPlace, FRIEND_PLACES, guestPlaceState, PAGES } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { findGuestByTokenHash, guestPlacesOfPayment, insertGuestPlace } from '../guest-repository.ts';
import { findTicketView } from '../repository.ts';
import { insertTicket, type NewTicket } from '../ticket-repository.ts';

/** A fresh unguessable claim token of a guest place (32 random bytes, base64url). */
export const newGuestToken = () => randomBytes(FRIEND_PLACES.TOKEN_BYTES).toString('base64url');

/** What is stored of a claim token: its SHA-256 (hex), so a leaked table opens no friend's place. */
export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The friend's link of a guest place. */
export const friendPlaceLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}${PAGES.friendPlace(token)}`;

/**
 * The extra places of a multi-place purchase, in the sale's transaction: a ticket each (the payment and
 * slot of the buyer's own, the friend's place's price and source), held by the buyer as a guest place;
 * its link is made when the buyer sends it.
 */
export async function issueGuestPlaces(
  tx: Executor,
  ticket: NewTicket & { createdAt: Date },
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await insertTicket(tx, ticket);
    await insertGuestPlace(tx, { ticketId: id, buyerId: ticket.userId, createdAt: ticket.createdAt });
    ids.push(id);
  }
  return ids;
}

/** The guest places a payment bought, as their buyer sees them (the cancel deadline decides take-back). */
export async function guestPlacesOf(
  db: Executor,
  paymentId: string | null,
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
      price: row.price,
      canTakeBack: cancellable && canTakeBackGuestPlace(state),
    };
  });
}

/**
 * The door code of a friend's place: only the server (its card key) makes it; it names the ticket and
 * its current link (a new link makes a new code).
 */
export function guestDoorCode(cardKey: string, guest: { ticketId: string; tokenHash: string }): string {
  return createHmac('sha256', cardKey)
    .update(`guest:v2:${guest.ticketId}:${guest.tokenHash}`)
    .digest('hex')
    .slice(0, 20);
}

/** Whether a scanned code is the door code of this friend's place (compared in constant time); a place never sent has none. */
export function isGuestDoorCode(
  cardKey: string,
  guest: { ticketId: string; tokenHash: string | null },
  code: string,
) {
  if (!guest.tokenHash) return false;
  const expected = Buffer.from(
    guestDoorCode(cardKey, { ticketId: guest.ticketId, tokenHash: guest.tokenHash }),
  );
  const given = Buffer.from(code.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The friend's place of a token that still stands (not taken back), else 404. */
export async function placeOfToken(db: Executor, token: string, lock = false) {
  const guest = await findGuestByTokenHash(db, hashGuestToken(token), lock);
  const view = guest ? await findTicketView(db, guest.ticketId) : null;
  if (!guest || !view || view.ticket.isCancelled || view.slotCancelled)
    throw new AppError('FRIEND_PLACE_NOT_FOUND');
  return { guest, view };
}
