import type { GuestPlacesResponse } from '@champions/contract';
import { entryCancellationKind } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findGuestOfTicket } from '../guest-repository.ts';
import { findTicketView } from '../repository.ts';
import { guestPlacesOf } from './friend-places.ts';

/** The buyer's own ticket `id` (not a friend's place), else 404. */
async function ownTicket(db: Executor, user: Account, ticketId: string) {
  const view = await findTicketView(db, ticketId);
  if (!view || view.ticket.userId !== user.id || (await findGuestOfTicket(db, ticketId))) {
    throw new AppError('ENTRY_NOT_FOUND');
  }
  return view;
}

/** GET /api/user/entries/{id}/guests: the friends' places bought with the buyer's entry ("a friend along"). */
export async function listGuestPlaces(
  { db, now }: UseCaseContext,
  user: Account,
  { ticketId }: { ticketId: string },
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
