import type { EntryQuoteResponse } from '@champions/contract';
import { creditBreakdown, friendPlacesTotal } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import type { Account } from '../../auth/index.ts';
import { holdsTicketFor } from '../ticket-repository.ts';
import { freePlaces, loadBookable, quoteFor } from './buy-with-credits.ts';

/** GET /api/user/entries/quote: one place, or `places` places at once ("a friend along"). */
export async function quotePurchase(
  db: Database,
  user: Account,
  input: { timeSlotId: string; optionId: string; places?: number | undefined },
  now: Date,
): Promise<EntryQuoteResponse> {
  const bookable = await loadBookable(db, input.timeSlotId, input.optionId, now);
  const quote = await quoteFor(db, user.id, bookable);
  const held = await holdsTicketFor(db, user.id, input.timeSlotId);
  const friendsAllowed = friendPlacesTotal({ ...quote, places: 2 }) !== null;
  // a covered entry quotes its one place: friends along need a paid entry
  const places = friendsAllowed ? (input.places ?? 1) : 1;
  const total = friendPlacesTotal({ ...quote, places }) ?? quote.price;
  return {
    held,
    method: quote.method,
    price: quote.price,
    places,
    total,
    friendsAllowed,
    credits: user.credits,
    payableNow: total === 0 || user.credits >= total,
    coverageReason: quote.coverage.covered ? null : quote.coverage.reason,
    free: freePlaces(bookable),
    ...(total === 0
      ? { creditsToUse: 0, cardCharge: 0 }
      : (() => {
          const split = creditBreakdown({ totalAmount: total, currentCredits: user.credits });
          return { creditsToUse: split.creditsToUse, cardCharge: split.stripeCharge };
        })()),
  };
}
