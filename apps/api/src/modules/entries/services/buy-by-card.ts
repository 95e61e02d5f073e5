import type { EntryPurchaseResponse } from '@champions/contract';
import { entryExpiresAt, type PaymentReturnReason } from '@champions/domain';
import type { Database, Executor } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import type { Account } from '../../auth/index.ts';
import {
  type Payment,
  type PaymentsService,
  returnPaymentLater,
  selectUserPayment,
} from '../../payments/index.ts';
import { findSlotForPurchase, findTicketView, reservePlace } from '../repository.ts';
import {
  findLiveSlotActivityId,
  findTicketIdOfPayment,
  holdsTicketFor,
  insertTicket,
} from '../ticket-repository.ts';
import { quoteFor } from './bookable.ts';
import { WAITLIST_REFERENCE, waitlistFulfilment } from './charge-waitlist.ts';
import { guestPlacesOf, issueGuestPlaces } from './friend-places.ts';
import { settleOfferedPlaces } from './issue-ticket.ts';
import { toHistoryEntry } from './list-history.ts';

/** What a card payment of an entry pays for, kept in payments.reference. */
interface EntryReference {
  timeSlotId: string;
  optionId: string;
  /** how the buyer's own place is paid: a member's is covered (the card pays the friends' places) */
  source: 'PAYG' | 'PAYG_PLUS' | 'MEMBERSHIP';
  /** places bought at once ("a friend along"); the reference names them only when more than one */
  places?: number;
}

export function entryReference(ref: EntryReference): string {
  const places = ref.places && ref.places > 1 ? `:${ref.places}` : '';
  return `entry:${ref.timeSlotId}:${ref.optionId}:${ref.source}${places}`;
}

function parseReference(text: string | null): EntryReference | null {
  const match = /^entry:([0-9a-f-]{36}):([0-9a-f-]{36}):(PAYG|PAYG_PLUS|MEMBERSHIP)(?::([2-4]))?$/.exec(
    text ?? '',
  );
  if (!match) return null;
  return {
    timeSlotId: match[1]!,
    optionId: match[2]!,
    source: match[3] as EntryReference['source'],
    places: match[4] ? Number(match[4]) : 1,
  };
}

/** The idempotency key of the card payment one purchase click (its requestId) starts. */
export const entryPaymentKey = (requestId: string) => `entry-${requestId}`;

/** Thrown inside the purchase transaction when the credits do not cover the price: the card pays the rest. */
export class CardPaymentNeeded extends Error {
  readonly purchase: { price: number; reference: string; description: string };

  constructor(purchase: CardPaymentNeeded['purchase']) {
    super('card payment needed');
    this.purchase = purchase;
  }
}

/**
 * Fulfilment of a succeeded 'entry' payment, in the payment's own transaction: takes the place and
 * creates the ticket. If the slot filled up (or the user already holds it) while the card was being
 * confirmed, the payment goes back the way it came (the card part to the card): money never disappears.
 */
export function entryFulfilment(now: () => Date, publicUrl: string, mailer: Mailer, events: AppEvents) {
  return async (tx: Executor, payment: Payment): Promise<void> => {
    if (payment.reference?.startsWith(WAITLIST_REFERENCE)) {
      return waitlistFulfilment(tx, payment, now(), publicUrl, mailer, events);
    }
    const ref = parseReference(payment.reference);
    if (!ref) throw new Error(`entry payment ${payment.id} has no valid reference`);
    if (await findTicketIdOfPayment(tx, payment.id)) return;
    const activityId = await findLiveSlotActivityId(tx, ref.timeSlotId);
    const held = await holdsTicketFor(tx, payment.userId, ref.timeSlotId);
    const places = ref.places ?? 1;
    const member = ref.source === 'MEMBERSHIP';
    // every place or none: the slot may have filled while the card was confirmed (and a member's own
    // place is covered only while the membership still covers it: else the friends' places go back too)
    const refusal: PaymentReturnReason | null = !activityId
      ? 'slot_gone'
      : held
        ? 'entry_held'
        : member && !(await membershipStillCovers(tx, payment.userId, ref))
          ? 'membership_lost'
          : null;
    const placed = !refusal && (await reservePlace(tx, ref.timeSlotId, places));
    if (!placed) {
      await returnPaymentLater(tx, payment, now(), refusal ?? 'slot_filled');
      return;
    }
    const at = now();
    // the paid places cost the same: the payment is their price × their count (a member's own is covered)
    const placePrice = payment.totalAmount / (member ? places - 1 : places);
    // a member's friends pay the single-entry (PAYG) price
    const paidSource = ref.source === 'MEMBERSHIP' ? 'PAYG' : ref.source;
    const placeTicket = {
      userId: payment.userId,
      activityId: activityId!,
      optionId: ref.optionId,
      timeSlotId: ref.timeSlotId,
      source: member ? ('CHAMPIONSHIP' as const) : paidSource,
      price: member ? 0 : placePrice,
      paymentId: payment.id,
      expiresAt: entryExpiresAt(at),
      createdAt: at,
    };
    const guestTicket = { ...placeTicket, source: paidSource, price: placePrice };
    const ticketId = await insertTicket(tx, placeTicket);
    const placeIds = [ticketId, ...(await issueGuestPlaces(tx, guestTicket, places - 1))];
    await settleOfferedPlaces(tx, ref.timeSlotId, at, publicUrl, mailer);
    // the payments open this transaction with the events (payments/services/deps.ts inEventsTransaction)
    for (const [index, id] of placeIds.entries()) {
      await events.emit(tx, {
        type: 'entry.booked',
        ticketId: id,
        timeSlotId: ref.timeSlotId,
        lastPlace: placed.lastPlace && index === placeIds.length - 1,
      });
    }
  };
}

/** Whether the buyer's membership still covers their own place of the slot (as when the card payment started). */
async function membershipStillCovers(tx: Executor, userId: string, ref: EntryReference) {
  const found = await findSlotForPurchase(tx, ref.timeSlotId, ref.optionId);
  if (!found?.option) return false;
  const quote = await quoteFor(tx, userId, { ...found, option: found.option });
  return quote.method === 'MEMBERSHIP';
}

/**
 * Starts (or resumes, same request id) the card payment of an entry; the answer carries the modal's
 * client secret, or, paid at once with the saved card `paymentMethodId`, the entry.
 */
export async function startCardPurchase(
  db: Database,
  payments: PaymentsService,
  user: Account,
  purchase: CardPaymentNeeded['purchase'],
  requestId: string,
  now: Date,
  paymentMethodId?: string,
): Promise<{ statusCode: 201 | 202; body: EntryPurchaseResponse }> {
  const payment = await payments.startPurchase({
    paymentMethodId,
    userId: user.id,
    amount: purchase.price,
    purpose: { kind: 'entry', reference: purchase.reference, description: purchase.description },
    idempotencyKey: entryPaymentKey(requestId),
  });
  if (payment.status === 'succeeded') {
    const ticketId = await findTicketIdOfPayment(db, payment.paymentId);
    const view = ticketId ? await findTicketView(db, ticketId) : null;
    if (!view) throw await paidButReturned(db, user.id, payment.paymentId);
    const entry = toHistoryEntry(view, now);
    return {
      statusCode: 201,
      body: {
        entry,
        guests: await guestPlacesOf(db, payment.paymentId, entry.canCancel),
        creditsUsed: payment.creditsUsed,
        credits: payment.credits,
        payment,
      },
    };
  }
  return {
    statusCode: 202,
    body: { entry: null, creditsUsed: payment.creditsUsed, credits: payment.credits, payment },
  };
}

/** The ticket a succeeded entry payment created (after the card modal), or null. */
export async function ticketOfPayment(db: Executor, userId: string, paymentId: string) {
  const ticketId = await findTicketIdOfPayment(db, paymentId, userId);
  return ticketId ? findTicketView(db, ticketId) : null;
}

/**
 * The 400 of an entry payment that bought nothing, telling why its money goes back (`details.reason`,
 * a PaymentReturnReason), each reason in its own words: the slot filled, was cancelled or removed, the
 * buyer held it already, or the membership stopped covering the buyer's place.
 */
const RETURNED_CODES: Partial<Record<PaymentReturnReason, ErrorCode>> = {
  slot_gone: 'ENTRY_SLOT_GONE_REFUNDED',
  entry_held: 'ENTRY_HELD_REFUNDED',
  membership_lost: 'ENTRY_MEMBERSHIP_LOST_REFUNDED',
};

export async function paidButReturned(db: Executor, userId: string, paymentId: string): Promise<AppError> {
  const reason = (await selectUserPayment(db, userId, paymentId))?.returnReason ?? 'slot_filled';
  return new AppError(RETURNED_CODES[reason] ?? 'ENTRY_SLOT_FILLED_REFUNDED', { details: { reason } });
}
