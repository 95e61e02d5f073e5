import type { SentGuestPlace } from '@champions/contract';
import { canTakeBackGuestPlace, entryCancellationKind, guestPlaceState } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { entryMailTemplates } from '../../../mail/entry-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findGuestOfTicket, markGuestSent } from '../guest-repository.ts';
import { findTicketView } from '../repository.ts';
import { friendPlaceLink, guestPlacesOf, hashGuestToken, newGuestToken } from './friend-places.ts';

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
  { db, mailer, now, config }: UseCaseContext,
  user: Account,
  { ticketId, email }: { ticketId: string; email?: string | undefined },
): Promise<SentGuestPlace> {
  return db.transaction(async (tx) => {
    const { guest, view } = await buyersGuestPlace(tx, user, ticketId);
    const state = guestPlaceState({ ...view.ticket, sentAt: guest.sentAt, claimedAt: guest.claimedAt });
    if (!canTakeBackGuestPlace(state)) throw new AppError('FRIEND_PLACE_ALREADY_CLAIMED');
    const token = newGuestToken();
    const link = friendPlaceLink(config.PUBLIC_URL, token);
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
