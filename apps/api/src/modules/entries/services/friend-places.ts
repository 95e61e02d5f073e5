import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  FriendPlaceView,
  GuestPlace,
  GuestPlacesResponse,
  HistoryEntry,
  SentGuestPlace,
} from '@champions/contract';
import {
  canTakeBackGuestPlace,
  entryCancellationKind,
  FRIEND_PLACES,
  guestPayload,
  guestPlaceState,
  PAGES,
} from '@champions/domain';
import type { Database, Executor } from '../../../db/client.ts';
import { entryMailTemplates } from '../../../mail/entry-templates.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Account } from '../../auth/index.ts';
import {
  claimGuestPlace,
  findGuestByTokenHash,
  findGuestOfTicket,
  guestPlacesOfPayment,
  insertGuestPlace,
  markGuestSent,
} from '../guest-repository.ts';
import { findAccountName, findTicketView } from '../repository.ts';
import { holdsTicketFor, insertTicket, type NewTicket } from '../ticket-repository.ts';
import { toHistoryEntry } from './list-history.ts';

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

/** The buyer's own ticket `id` (not a friend's place), else 404. */
async function ownTicket(db: Executor, user: Account, ticketId: string) {
  const view = await findTicketView(db, ticketId);
  if (!view || view.ticket.userId !== user.id || (await findGuestOfTicket(db, ticketId))) {
    throw new AppError('ENTRY_NOT_FOUND');
  }
  return view;
}

/** GET /api/user/entries/{id}/guests */
export async function listGuestPlaces(
  db: Executor,
  user: Account,
  ticketId: string,
  now: Date,
): Promise<GuestPlacesResponse> {
  const view = await ownTicket(db, user, ticketId);
  const cancellable = entryCancellationKind(
    {
      isUsed: false,
      isCancelled: false,
      expiresAt: view.ticket.expiresAt,
      slotStartsAt: view.slotStartsAt,
    },
    now,
  );
  return { guests: await guestPlacesOf(db, view.ticket.paymentId, cancellable === 'refund') };
}

/** A guest place of the buyer: its row and ticket, else 404 (another's, unknown, taken back). */
async function buyersGuestPlace(db: Executor, user: Account, ticketId: string) {
  const guest = await findGuestOfTicket(db, ticketId);
  const view = guest && guest.buyerId === user.id ? await findTicketView(db, ticketId) : null;
  if (!guest || !view || view.ticket.isCancelled) throw new AppError('FRIEND_PLACE_NOT_FOUND');
  return { guest, view };
}

/**
 * POST /api/user/entries/guests/{ticketId}/send: makes the place's link anew (a fresh token; only its
 * hash is kept, so the previous link and its door code stop working) and answers it, the one time it
 * is shown. With an e-mail, the friend gets a Czech e-mail with the link (queued with the record of
 * it); without one the buyer passes the link on.
 */
export async function sendGuestPlace(
  db: Database,
  mailer: Mailer,
  user: Account,
  ticketId: string,
  email: string | undefined,
  now: Date,
  publicUrl: string,
): Promise<SentGuestPlace> {
  return db.transaction(async (tx) => {
    const { guest, view } = await buyersGuestPlace(tx, user, ticketId);
    const state = guestPlaceState({ ...view.ticket, sentAt: guest.sentAt, claimedAt: guest.claimedAt });
    if (!canTakeBackGuestPlace(state)) throw new AppError('FRIEND_PLACE_ALREADY_CLAIMED');
    const token = newGuestToken();
    const link = friendPlaceLink(publicUrl, token);
    if (email) {
      await mailer.send(
        email,
        'friend_place',
        entryMailTemplates.friendPlace({
          from: user.name,
          activity: view.activityName,
          venue: view.venueName,
          address: [view.venueStreet, view.venueCity].filter(Boolean).join(', '),
          when: view.slotStartsAt,
          url: link,
        }),
        tx,
      );
    }
    await markGuestSent(tx, ticketId, {
      sentTo: email ?? guest.sentTo,
      tokenHash: hashGuestToken(token),
      at: now,
    });
    const [place] = (await guestPlacesOf(tx, view.ticket.paymentId, true)).filter(
      (p) => p.ticketId === ticketId,
    );
    return {
      ...place!,
      link,
      canTakeBack:
        entryCancellationKind(
          {
            isUsed: false,
            isCancelled: false,
            expiresAt: view.ticket.expiresAt,
            slotStartsAt: view.slotStartsAt,
          },
          now,
        ) === 'refund',
    };
  });
}

/** The friend's place of a token that still stands (not taken back), else 404. */
async function placeOfToken(db: Executor, token: string, lock = false) {
  const guest = await findGuestByTokenHash(db, hashGuestToken(token), lock);
  const view = guest ? await findTicketView(db, guest.ticketId) : null;
  if (!guest || !view || view.ticket.isCancelled || view.slotCancelled)
    throw new AppError('FRIEND_PLACE_NOT_FOUND');
  return { guest, view };
}

/** GET /api/public/friend-places/{token}: what the place is for and its own door code, no account needed. */
export async function viewFriendPlace(
  db: Executor,
  cardKey: string,
  token: string,
  now: Date,
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

/**
 * POST /api/user/friend-places/{token}/claim: the signed-in friend saves the place into their account
 * (their card and history); once, by one account; not by someone who already holds the slot.
 */
export async function claimFriendPlace(
  db: Database,
  user: Account,
  token: string,
  now: Date,
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
