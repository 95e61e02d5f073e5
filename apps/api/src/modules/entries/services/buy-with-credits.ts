import type { EntryPurchaseResponse } from '@champions/contract';
import { friendPlacesPrice } from '@champions/domain';
import type { Database, Executor } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { AppError } from '../../../shared/errors.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import { ENTRY_MESSAGES } from '../../../shared/messages.ts';
import type { Account } from '../../auth/index.ts';
import type { PaymentsService } from '../../payments/index.ts';
import { claimRequest, findRequestAnswer, recordRequestAnswer } from '../purchase-repository.ts';
import { findTicketView, lockAccount, reservePlace } from '../repository.ts';
import { holdsTicketFor } from '../ticket-repository.ts';
import { freePlaces, loadBookable, quoteFor } from './bookable.ts';
import { CardPaymentNeeded, entryReference } from './buy-by-card.ts';
import { guestPlacesOf } from './friend-places.ts';
import { issueTicket, paidPlaces } from './issue-ticket.ts';
import { toHistoryEntry } from './list-history.ts';

const SCOPE = 'entry.purchase';

/**
 * POST /api/user/entries: claims an entry the membership covers, or buys it with credits, in one
 * transaction; with friends' places (`places`), a member's own place stays covered and the friends'
 * places are bought (domain friendPlacesPrice). The user's account row is locked (one purchase of a user at a time: credits and the
 * fair-use day stay consistent); the place is taken by a conditional update (no overbooking), after
 * the sale's own writes so that the slot row is locked only for the end of the sale. The
 * ledger rows, the ticket and the e-mails of the sale (`mailer` queues them in this transaction)
 * commit or roll back together.
 */
export async function purchaseEntry(
  db: Database,
  events: AppEvents,
  user: Account,
  input: {
    timeSlotId: string;
    optionId: string;
    requestId?: string | undefined;
    places?: number | undefined;
  },
  now: Date,
  publicUrl: string,
  mailer: Mailer,
  payments: Pick<PaymentsService, 'issueCreditsReceipt'>,
): Promise<EntryPurchaseResponse> {
  let tookLastPlace = false;
  const places = input.places ?? 1;
  const answer = await events.transaction(db, async (tx) => {
    if (input.requestId) {
      const request = { accountId: user.id, scope: SCOPE, key: input.requestId };
      if (!(await claimRequest(tx, request))) return replay(tx, user.id, input.requestId, now);
    }
    const account = await lockAccount(tx, user.id);
    if (!account) throw new AppError('ACCOUNT_NOT_FOUND');
    const bookable = await loadBookable(tx, input.timeSlotId, input.optionId, now);

    if (await holdsTicketFor(tx, user.id, bookable.slot.id)) throw new AppError('ENTRY_ALREADY_HELD');

    // sold out as this transaction sees the slot: refused before any lock on the slot is waited for
    // (the place is taken for sure only by the conditional update below)
    // (all the places at once, or none)
    if (freePlaces(bookable) < places) throw new AppError('SLOT_FULL');
    const quote = await quoteFor(tx, user.id, bookable);
    const priced = friendPlacesPrice({ ...quote, optionPrice: bookable.option.price, places });
    const total = priced.total;
    const guests = { count: places - 1, method: priced.guestMethod, price: priced.guestPrice };
    if (total > account.credits) {
      // Credits first, then the card: the payments module takes it from here (rolls this back).
      throw new CardPaymentNeeded({
        price: total,
        reference: entryReference({
          timeSlotId: bookable.slot.id,
          optionId: bookable.option.id,
          source: quote.method,
          places,
        }),
        description: ENTRY_MESSAGES.paymentDescription(
          bookable.activityName,
          paidPlaces({ method: quote.method, guests }),
        ),
      });
    }
    const issued = await issueTicket(tx, {
      userId: user.id,
      activityId: bookable.activityId,
      activityName: bookable.activityName,
      optionId: bookable.option.id,
      timeSlotId: bookable.slot.id,
      method: quote.method,
      price: quote.price,
      guests,
      requestId: input.requestId,
      buyer: { name: account.name, email: account.email },
      now,
      publicUrl,
      mailer,
      events,
      payments,
      // the place last: no overbooking (a conditional update) and the slot locked only to the commit
      takePlace: async () => {
        const taken = await reservePlace(tx, bookable.slot.id, places);
        if (!taken) throw new AppError('SLOT_FULL');
        tookLastPlace = taken.lastPlace;
        return taken;
      },
    });
    const ticket = { id: issued.ticketId };
    const placeIds = [ticket.id, ...issued.guestTicketIds];
    for (const [index, ticketId] of placeIds.entries()) {
      await events.emit(tx, {
        type: 'entry.booked',
        ticketId,
        timeSlotId: bookable.slot.id,
        lastPlace: tookLastPlace && index === placeIds.length - 1,
      });
    }
    const credits = issued.credits ?? account.credits;
    if (input.requestId) {
      await recordRequestAnswer(
        tx,
        { accountId: user.id, scope: SCOPE, key: input.requestId },
        { statusCode: 201, response: { ticketId: ticket.id } },
      );
    }
    return { ticketId: ticket.id, creditsUsed: total, credits };
  });
  if ('entry' in answer) return answer;
  // the answer's entry is read after the commit, so that the sale's locks are not held for it
  const view = await findTicketView(db, answer.ticketId);
  const entry = toHistoryEntry(view!, now);
  return {
    entry,
    // a sale of one place made its payment without friends' places: none to read
    guests: places > 1 ? await guestPlacesOf(db, view!.ticket.paymentId, entry.canCancel) : [],
    creditsUsed: answer.creditsUsed,
    credits: answer.credits,
    payment: null,
  };
}

async function replay(tx: Executor, userId: string, requestId: string, now: Date) {
  const answer = await findRequestAnswer(tx, { accountId: userId, scope: SCOPE, key: requestId });
  const ticketId = (answer as { ticketId?: string } | null)?.ticketId;
  const view = ticketId ? await findTicketView(tx, ticketId) : null;
  if (!view) throw new AppError('PURCHASE_IN_PROGRESS');
  const [account] = await Promise.all([lockAccount(tx, userId)]);
  const entry = toHistoryEntry(view, now);
  return {
    entry,
    guests: await guestPlacesOf(tx, view.ticket.paymentId, entry.canCancel),
    creditsUsed: view.paymentCreditsUsed ?? 0,
    credits: account?.credits ?? 0,
    payment: null,
  };
}
