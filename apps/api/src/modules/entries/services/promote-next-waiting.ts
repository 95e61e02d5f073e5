import { isWaitlistOpen } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { WaitlistFailure } from '../../../mail/entry-facts.ts';
import { ENTRY_MESSAGES } from '../../../shared/messages.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { lockAccount, releasePlace, reservePlace } from '../repository.ts';
import {
  closeWaiting,
  defaultCard,
  findHeldTicket,
  lockFirstWaiting,
  lockSlot,
  setWaitlistState,
  type WaitlistRow,
} from '../waitlist-repository.ts';
import { loadBookable, quoteFor } from './bookable.ts';
import { issueTicket } from './issue-ticket.ts';

/** What one promotion step did: nothing more to do, a waiting row skipped, a place given, failed, or to charge. */
export type PromotionStep =
  | { kind: 'none' }
  | { kind: 'skipped' }
  | { kind: 'promoted'; entry: WaitlistRow; price: number; method: string }
  | { kind: 'failed'; entry: WaitlistRow; reason: WaitlistFailure }
  | {
      kind: 'charge';
      entry: WaitlistRow;
      price: number;
      source: 'PAYG' | 'PAYG_PLUS';
      cardId: string;
      description: string;
    };

/**
 * One promotion step for a slot, in one transaction: the first in line gets the freed place, charged
 * by the same rules as buying (membership, PAYG+, credits first; else the place is held while the
 * saved card is charged). One place → one ticket: the slot row is locked, the place is taken by
 * reservePlace (the one capacity condition of buying), the waiting row with FOR UPDATE SKIP LOCKED.
 */
export async function promoteNextWaiting(
  { now, config, mailer, events, payments }: UseCaseContext,
  tx: Executor,
  timeSlotId: string,
): Promise<PromotionStep> {
  const slot = await lockSlot(tx, timeSlotId);
  if (!slot) return { kind: 'none' };
  if (slot.cancelled || !isWaitlistOpen(slot.startsAt, now)) {
    await closeWaiting(tx, timeSlotId, now);
    return { kind: 'none' };
  }
  const entry = await lockFirstWaiting(tx, timeSlotId);
  if (!entry) return { kind: 'none' };
  // the one capacity condition of buying: whatever the slot may sell decides here too
  const placed = await reservePlace(tx, timeSlotId);
  if (!placed) return { kind: 'none' };
  const account = await lockAccount(tx, entry.userId);
  const held = await findHeldTicket(tx, entry.userId, timeSlotId);
  if (!account || account.deletedAt || held) {
    await releasePlace(tx, timeSlotId);
    await setWaitlistState(tx, entry.id, 'left', now);
    return { kind: 'skipped' };
  }
  let bookable: Awaited<ReturnType<typeof loadBookable>>;
  try {
    bookable = await loadBookable(tx, timeSlotId, entry.optionId, now);
  } catch {
    await releasePlace(tx, timeSlotId);
    await setWaitlistState(tx, entry.id, 'failed', now, { failReason: 'unavailable' });
    return { kind: 'failed', entry, reason: 'unavailable' };
  }
  const quote = await quoteFor(tx, entry.userId, bookable);
  if (quote.price <= account.credits) {
    const issued = await issueTicket(tx, {
      userId: entry.userId,
      activityId: bookable.activityId,
      activityName: bookable.activityName,
      optionId: entry.optionId,
      timeSlotId,
      method: quote.method,
      price: quote.price,
      now,
      publicUrl: config.PUBLIC_URL.replace(/\/$/, ''),
      mailer,
      events,
      payments,
    });
    await setWaitlistState(tx, entry.id, 'promoted', now, { ticketId: issued.ticketId });
    // the place given is a booking like any other: the partner's `booking.created` webhook is queued
    // with it (and never for a promotion that rolled back)
    await events.emit(tx, {
      type: 'entry.booked',
      ticketId: issued.ticketId,
      timeSlotId,
      lastPlace: placed.lastPlace,
    });
    return { kind: 'promoted', entry, price: quote.price, method: quote.method };
  }
  const card = await defaultCard(tx, entry.userId);
  if (!card) {
    await releasePlace(tx, timeSlotId);
    await setWaitlistState(tx, entry.id, 'failed', now, { failReason: 'no_money' });
    return { kind: 'failed', entry, reason: 'no_money' };
  }
  // the place stays held while the saved card is charged (outside this transaction)
  await setWaitlistState(tx, entry.id, 'charging', now);
  return {
    kind: 'charge',
    entry,
    price: quote.price,
    source: quote.method === 'PAYG_PLUS' ? 'PAYG_PLUS' : 'PAYG',
    cardId: card.id,
    description: ENTRY_MESSAGES.paymentDescription(bookable.activityName),
  };
}
