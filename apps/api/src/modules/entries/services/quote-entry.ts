import type { EntryQuoteResponse } from '@champions/contract';
import { creditBreakdown } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import type { Account } from '../../auth/index.ts';
import { holdsTicketFor } from '../ticket-repository.ts';
import { freePlaces, loadBookable, quoteFor } from './buy-with-credits.ts';

/** GET /api/user/entries/quote */
export async function quotePurchase(
  db: Database,
  user: Account,
  input: { timeSlotId: string; optionId: string },
  now: Date,
): Promise<EntryQuoteResponse> {
  const bookable = await loadBookable(db, input.timeSlotId, input.optionId, now);
  const quote = await quoteFor(db, user.id, bookable);
  const held = await holdsTicketFor(db, user.id, input.timeSlotId);
  return {
    held,
    method: quote.method,
    price: quote.price,
    credits: user.credits,
    payableNow: quote.price === 0 || user.credits >= quote.price,
    coverageReason: quote.coverage.covered ? null : quote.coverage.reason,
    free: freePlaces(bookable),
    ...(quote.price === 0
      ? { creditsToUse: 0, cardCharge: 0 }
      : (() => {
          const split = creditBreakdown({ totalAmount: quote.price, currentCredits: user.credits });
          return { creditsToUse: split.creditsToUse, cardCharge: split.stripeCharge };
        })()),
  };
}
