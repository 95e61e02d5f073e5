import type { EntryQuoteResponse } from '@champions/contract';
import { creditBreakdown, friendPlacesPrice } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { holdsTicketFor } from '../ticket-repository.ts';
import { freePlaces, loadBookable, quoteFor } from './bookable.ts';

/** GET /api/user/entries/quote: one place, or `places` places at once ("a friend along"). */
export async function quotePurchase(
  { db, now }: UseCaseContext,
  user: Account,
  input: { timeSlotId: string; optionId: string; places?: number | undefined },
): Promise<EntryQuoteResponse> {
  const bookable = await loadBookable(db, input.timeSlotId, input.optionId, now);
  const quote = await quoteFor(db, user.id, bookable);
  const held = await holdsTicketFor(db, user.id, input.timeSlotId);
  const places = input.places ?? 1;
  // a member's own place is covered, the friends' places are paid (domain friendPlacesPrice)
  const { guestPrice, total } = friendPlacesPrice({ ...quote, optionPrice: bookable.option.price, places });
  return {
    held,
    method: quote.method,
    price: quote.price,
    guestPrice,
    places,
    total,
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
