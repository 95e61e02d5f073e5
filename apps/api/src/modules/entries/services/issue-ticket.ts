import { entryExpiresAt, offeredPlacesTaken, PAGES } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { entryMailTemplates } from '../../../mail/entry-templates.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { AppError } from '../../../shared/errors.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import { ENTRY_MESSAGES } from '../../../shared/messages.ts';
import type { PaymentsService } from '../../payments/index.ts';
import { moveCredits, type TakenPlace } from '../repository.ts';
import {
  findSlotForSettlement,
  insertCreditsPayment,
  insertTicket,
  lockOfferedTickets,
  markTicketResold,
} from '../ticket-repository.ts';
import { issueGuestPlaces } from './friend-places.ts';
import { ticketCancellationRefund } from './refund-ticket.ts';

export interface TicketToIssue {
  userId: string;
  activityId: string;
  activityName: string;
  optionId: string;
  timeSlotId: string;
  /** how the buyer's own place is paid, and its price */
  method: 'MEMBERSHIP' | 'PAYG' | 'PAYG_PLUS';
  price: number;
  /**
   * the friends' places bought with it ("a friend along", domain friendPlacesPrice): one payment for
   * all the places, a ticket per place, these ones guest places
   */
  guests?: { count: number; method: 'PAYG' | 'PAYG_PLUS'; price: number };
  requestId?: string | null | undefined;
  /** the buyer's name and e-mail, when the caller read them already (the receipt does not read them again) */
  buyer?: { name: string; email: string } | undefined;
  now: Date;
  /** the app's public address, for the links of the e-mails the sale sends */
  publicUrl: string;
  /** queues those e-mails in the sale's transaction */
  mailer: Mailer;
  /** says the sale was paid (its e-mail with the receipt follows, shared/app-events.ts) */
  events: AppEvents;
  /** issues the receipt of the credits payment in the sale's transaction */
  payments: Pick<PaymentsService, 'issueCreditsReceipt'>;
  /**
   * Takes the slot's place after the sale's own writes, so that the slot row (which every buyer of
   * the slot waits for) stays locked only from here to the commit; throws when none is left. Absent:
   * the caller reserved the place already.
   */
  takePlace?: () => Promise<TakenPlace>;
}

/**
 * Pays an entry with credits (when it costs anything, with its receipt) and creates the ticket, in the caller's
 * transaction; the place is reserved already or taken by `takePlace`. Settles late-cancelled places
 * the sale took.
 * Throws ENTRY_CREDITS_SHORT (402) when the credits do not cover the price (the caller's transaction rolls back).
 */
export async function issueTicket(tx: Executor, input: TicketToIssue) {
  let payment: Awaited<ReturnType<typeof insertCreditsPayment>> | null = null;
  let credits: number | null = null;
  const guests = input.guests ?? { count: 0, method: 'PAYG', price: 0 };
  const total = input.price + guests.price * guests.count;
  if (total > 0) {
    // nothing on the card: the credits pay it all
    payment = await insertCreditsPayment(tx, {
      userId: input.userId,
      description: ENTRY_MESSAGES.paymentDescription(input.activityName, paidPlaces(input)),
      price: total,
      idempotencyKey: input.requestId ?? null,
      now: input.now,
    });
    credits = await moveCredits(tx, input.userId, -total, 'purchase', payment.id);
    if (credits === null) throw new AppError('ENTRY_CREDITS_SHORT');
  }
  const paymentId = payment?.id ?? null;
  const placeTicket = {
    userId: input.userId,
    activityId: input.activityId,
    optionId: input.optionId,
    timeSlotId: input.timeSlotId,
    source: input.method === 'MEMBERSHIP' ? ('CHAMPIONSHIP' as const) : input.method,
    price: input.price,
    paymentId,
    expiresAt: entryExpiresAt(input.now),
    createdAt: input.now,
  };
  // a member's own place is covered: the payment (its friends' places) still names it, as their buyer's
  const ticketId = await insertTicket(tx, placeTicket);
  const guestTicketIds = await issueGuestPlaces(
    tx,
    { ...placeTicket, source: guests.method, price: guests.price },
    guests.count,
  );
  if (payment) {
    // the receipt is the sale's, issued with it (its number taken at the commit); the purchase e-mail
    // with the receipt and .ics only reads it, queued with the sale (once: its dedupe key)
    await input.payments.issueCreditsReceipt(
      tx,
      payment.id,
      input.buyer ? { payment, buyer: input.buyer } : undefined,
    );
    await input.events.emit(tx, { type: 'payment.succeeded', paymentId: payment.id });
  }
  const taken = input.takePlace ? await input.takePlace() : undefined;
  await settleOfferedPlaces(
    tx,
    input.timeSlotId,
    input.now,
    input.publicUrl,
    input.mailer,
    // the slot as taking the place left it: not read again
    taken && { ...taken, activityName: input.activityName },
  );
  return { ticketId, guestTicketIds, paymentId, credits };
}

type SettlementSlot = Pick<TakenPlace, 'capacity' | 'reserved' | 'startsAt'> & { activityName: string };

/** The places a purchase pays: every place, less the member's own one its membership covers. */
export function paidPlaces(input: Pick<TicketToIssue, 'method' | 'guests'>): number {
  return (input.guests?.count ?? 0) + (input.method === 'MEMBERSHIP' ? 0 : 1);
}

/**
 * "Burza": after a sale of a slot, the late-cancelled places it took (domain offeredPlacesTaken) are
 * settled, oldest cancellation first: the ticket turns 'resold' and its price returns as credits,
 * once (the same ledger reference as an ordinary cancellation), and the canceller is told by e-mail
 * (queued in the same transaction: sent exactly when the refund was committed). Runs in the sale's
 * transaction, which already holds the slot row (reservePlace updated it).
 */
export async function settleOfferedPlaces(
  tx: Executor,
  timeSlotId: string,
  now: Date,
  publicUrl: string,
  mailer: Mailer,
  /** the slot after this sale's place was taken, when the sale has it (otherwise read here) */
  known?: SettlementSlot,
): Promise<void> {
  const slot = known ?? (await findSlotForSettlement(tx, timeSlotId));
  if (!slot || slot.startsAt <= now) return;
  const offered = await lockOfferedTickets(tx, timeSlotId);
  const taken = offeredPlacesTaken({
    capacity: slot.capacity,
    reserved: slot.reserved,
    offered: offered.length,
  });
  for (const ticket of offered.slice(0, taken)) {
    await markTicketResold(tx, ticket.id);
    // the price, less what a back-office refund already gave back of its payment
    const refund = await ticketCancellationRefund(tx, ticket);
    if (refund > 0) await moveCredits(tx, ticket.userId, refund, 'refund', `entry:${ticket.id}`);
    // a free entry (membership) returns nothing: the e-mail is about the money back
    if (refund > 0) {
      await mailer.send(
        ticket.email,
        'late_cancel_resold',
        entryMailTemplates.lateCancelResold(
          slot.activityName,
          slot.startsAt,
          refund,
          `${publicUrl.replace(/\/$/, '')}${PAGES.user.history}`,
        ),
        tx,
      );
    }
  }
}
