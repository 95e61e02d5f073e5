import type { EntryCancelResponse, EntryPurchaseResponse, EntryQuoteResponse } from '@champions/contract';
import {
  creditBreakdown,
  endOfPeriod,
  entryCancelDeadline,
  entryCancellationKind,
  entryCancellationRefund,
  freeSellablePlaces,
  quoteEntry,
} from '@champions/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { CatalogueChanged } from '../../shared/catalogue-changed.ts';
import { AppError } from '../../shared/errors.ts';
import { ENTRY_MESSAGES } from '../../shared/messages.ts';
import type { Account } from '../auth/index.ts';
import { CardPaymentNeeded, entryReference } from './card-path.ts';
import { toHistoryEntry } from './history.ts';
import { issueTicket } from './issue.ts';
import {
  cancelTicketOnce,
  claimRequest,
  findRequestAnswer,
  recordRequestAnswer,
} from './purchase-repository.ts';
import {
  coveredEntryTimes,
  findLiveSubscription,
  findSlotForPurchase,
  findTicketView,
  lockAccount,
  moveCredits,
  releasePlace,
  reservePlace,
} from './repository.ts';
import { holdsTicketFor } from './ticket-repository.ts';

const SCOPE = 'entry.purchase';

export async function loadBookable(db: Executor, timeSlotId: string, optionId: string, now: Date) {
  const found = await findSlotForPurchase(db, timeSlotId, optionId);
  if (!found?.activityPublished || !found.venuePublished) {
    throw new AppError('SLOT_NOT_FOUND');
  }
  if (!found.option || found.option.archived) {
    throw new AppError('OPTION_NOT_OF_ACTIVITY', {
      details: { fields: [{ field: 'body.optionId', message: ENTRY_MESSAGES.UNKNOWN_OPTION }] },
    });
  }
  if (found.slot.cancelled) throw new AppError('SLOT_CANCELLED');
  if (found.slot.startsAt <= now) throw new AppError('SLOT_STARTED');
  return { ...found, option: found.option };
}
export type Bookable = Awaited<ReturnType<typeof loadBookable>>;

/** Places Champions can still sell on the slot (capacity share). */
export const freePlaces = (bookable: Bookable) =>
  freeSellablePlaces({
    capacity: bookable.slot.capacity,
    reserved: bookable.slot.reserved,
    activityShare: bookable.activityChampionsPlaces,
    slotShare: bookable.slot.championsPlaces,
  });

export async function quoteFor(db: Executor, userId: string, bookable: Bookable) {
  const live = await findLiveSubscription(db, userId);
  const at = bookable.slot.startsAt;
  return quoteEntry({
    optionPrice: bookable.option.price,
    subscription: live
      ? {
          type: live.subscription.type,
          currentState: live.subscription.currentState,
          areaId: live.subscription.areaId,
          // a paused membership covers nothing in its pause (subscriptions module)
          pause:
            live.subscription.pauseStartsAt && live.subscription.pauseResumesAt
              ? { startsAt: live.subscription.pauseStartsAt, resumesAt: live.subscription.pauseResumesAt }
              : null,
          paidUntil: endOfPeriod(live.subscription.startDate, live.subscription.currentPeriod),
        }
      : null,
    venueAreaId: bookable.venueAreaId,
    at,
    coveredEntriesAt: await coveredEntryTimes(db, userId, at),
  });
}

/** GET /api/user/entries/quote */
export async function quotePurchase(
  db: Database,
  user: Account,
  input: { timeSlotId: string; optionId: string },
  now: Date,
): Promise<EntryQuoteResponse> {
  const bookable = await loadBookable(db, input.timeSlotId, input.optionId, now);
  const quote = await quoteFor(db, user.id, bookable);
  return {
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

/**
 * POST /api/user/entries: claims an entry the membership covers, or buys it with credits, in one
 * transaction. The user's account row is locked (one purchase of a user at a time: credits and the
 * fair-use day stay consistent); the place is taken by a conditional update (no overbooking).
 */
export async function purchaseEntry(
  db: Database,
  changed: CatalogueChanged,
  user: Account,
  input: { timeSlotId: string; optionId: string; requestId?: string | undefined },
  now: Date,
  publicUrl: string,
): Promise<EntryPurchaseResponse> {
  const answer = await db.transaction(async (tx) => {
    if (input.requestId) {
      const request = { accountId: user.id, scope: SCOPE, key: input.requestId };
      if (!(await claimRequest(tx, request))) return replay(tx, user.id, input.requestId, now);
    }
    const account = await lockAccount(tx, user.id);
    if (!account) throw new AppError('ACCOUNT_NOT_FOUND');
    const bookable = await loadBookable(tx, input.timeSlotId, input.optionId, now);

    if (await holdsTicketFor(tx, user.id, bookable.slot.id)) throw new AppError('ENTRY_ALREADY_HELD');

    const quote = await quoteFor(tx, user.id, bookable);
    if (quote.price > account.credits) {
      if (freePlaces(bookable) === 0) {
        throw new AppError('SLOT_FULL');
      }
      // Credits first, then the card: the payments module takes it from here (rolls this back).
      throw new CardPaymentNeeded({
        price: quote.price,
        reference: entryReference({
          timeSlotId: bookable.slot.id,
          optionId: bookable.option.id,
          source: quote.method === 'PAYG_PLUS' ? 'PAYG_PLUS' : 'PAYG',
        }),
        description: `Vstup: ${bookable.activityName}`,
      });
    }
    if (!(await reservePlace(tx, bookable.slot.id))) {
      throw new AppError('SLOT_FULL');
    }

    const issued = await issueTicket(tx, {
      userId: user.id,
      activityId: bookable.activityId,
      activityName: bookable.activityName,
      optionId: bookable.option.id,
      timeSlotId: bookable.slot.id,
      method: quote.method,
      price: quote.price,
      requestId: input.requestId,
      now,
      publicUrl,
    });
    const ticket = { id: issued.ticketId };
    const credits = issued.credits ?? account.credits;
    if (input.requestId) {
      await recordRequestAnswer(
        tx,
        { accountId: user.id, scope: SCOPE, key: input.requestId },
        { statusCode: 201, response: { ticketId: ticket.id } },
      );
    }
    const view = await findTicketView(tx, ticket.id);
    return { entry: toHistoryEntry(view!, now), creditsUsed: quote.price, credits, payment: null };
  });
  // after the commit: a place fewer (the public list shows whether a slot still has one)
  changed('places');
  return answer;
}

async function replay(tx: Executor, userId: string, requestId: string, now: Date) {
  const answer = await findRequestAnswer(tx, { accountId: userId, scope: SCOPE, key: requestId });
  const ticketId = (answer as { ticketId?: string } | null)?.ticketId;
  const view = ticketId ? await findTicketView(tx, ticketId) : null;
  if (!view) throw new AppError('PURCHASE_IN_PROGRESS');
  const [account] = await Promise.all([lockAccount(tx, userId)]);
  return {
    entry: toHistoryEntry(view, now),
    creditsUsed: view.paymentCreditsUsed ?? 0,
    credits: account?.credits ?? 0,
    payment: null,
  };
}

/**
 * POST /api/user/entries/{id}/cancel: until 2 hours before the slot the price returns as credits at
 * once; later, until the slot starts, the place is offered ("burza": waitlist first, then anyone) and
 * the price returns when someone takes it (settleOfferedPlaces). The place is freed either way.
 * Answers the slot too, so the caller can hand the place to the waitlist after the commit.
 */
export async function cancelEntry(
  db: Database,
  changed: CatalogueChanged,
  user: Account,
  ticketId: string,
  now: Date,
): Promise<{ answer: EntryCancelResponse; timeSlotId: string | null }> {
  const cancelled = await db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    const view = await findTicketView(tx, ticketId);
    if (!view || view.ticket.userId !== user.id) throw new AppError('ENTRY_NOT_FOUND');
    const t = view.ticket;
    if (t.isCancelled) throw new AppError('ENTRY_ALREADY_CANCELLED');
    if (t.isUsed) throw new AppError('ENTRY_USED');
    if (t.expiredAt || t.expiresAt <= now) throw new AppError('ENTRY_EXPIRED');
    const kind = entryCancellationKind(
      {
        isUsed: t.isUsed,
        isCancelled: t.isCancelled,
        expiresAt: t.expiresAt,
        slotStartsAt: view.slotStartsAt,
      },
      now,
    );
    if (!kind) {
      const deadline = entryCancelDeadline(view.slotStartsAt);
      throw new AppError('ENTRY_SLOT_STARTED', {
        details: { cancelDeadline: deadline?.toISOString() ?? null },
      });
    }
    const cancelled = await cancelTicketOnce(tx, t.id, {
      cancelledAt: now,
      lateCancel: kind === 'offer' ? 'offered' : null,
    });
    if (!cancelled) throw new AppError('ENTRY_NOT_CANCELLABLE');
    if (t.timeSlotId) await releasePlace(tx, t.timeSlotId);
    const refund = kind === 'refund' ? entryCancellationRefund(t.price) : 0;
    let credits = (await lockAccount(tx, user.id))?.credits ?? 0;
    if (refund > 0) {
      const balance = await moveCredits(tx, user.id, refund, 'refund', `entry:${t.id}`);
      credits = balance ?? credits;
    }
    const after = await findTicketView(tx, t.id);
    return {
      answer: { entry: toHistoryEntry(after!, now), kind, refundedCredits: refund, credits },
      timeSlotId: t.timeSlotId,
    };
  });
  // after the commit: the place is free again
  changed('places');
  return cancelled;
}
