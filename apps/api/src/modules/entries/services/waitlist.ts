import type { WaitlistItem, WaitlistResponse } from '@champions/contract';
import { isWaitlistOpen, PAGES, waitlistJoinRefusal } from '@champions/domain';
import type { Database, Executor } from '../../../db/client.ts';
import type { WaitlistFailure, WaitlistPayment } from '../../../mail/entry-facts.ts';
import { entryMailTemplates } from '../../../mail/entry-templates.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import { ENTRY_MESSAGES } from '../../../shared/messages.ts';
import type { Account } from '../../auth/index.ts';
import type { PaymentsService } from '../../payments/index.ts';
import { lockAccount, releasePlace, reservePlace } from '../repository.ts';
import {
  accountEmail,
  closeWaiting,
  defaultCard,
  findHeldTicket,
  findLiveWaitlistEntry,
  insertWaitlistEntry,
  leaveWaitlistEntry,
  listUserWaitlist,
  lockFirstWaiting,
  lockSlot,
  lockWaitlistEntry,
  setWaitlistState,
  slotsToPromote,
  type WaitlistRow,
} from '../waitlist-repository.ts';
import { freePlaces, loadBookable, quoteFor } from './bookable.ts';
import { waitlistReference } from './charge-waitlist.ts';
import { issueTicket } from './issue-ticket.ts';

const JOIN_REFUSALS = {
  not_full: 'WAITLIST_NOT_FULL',
  closed: 'WAITLIST_CLOSED',
  already_holds: 'WAITLIST_ALREADY_HOLDS',
  already_waiting: 'WAITLIST_ALREADY_WAITING',
} as const satisfies Record<string, ErrorCode>;

type Step =
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

export interface WaitlistDeps {
  db: Database;
  payments: PaymentsService;
  mailer: Mailer;
  events: AppEvents;
  publicUrl: string;
  now: () => Date;
  /** a promotion takes a place, a failed one frees it again */
  catalogueChanged: CatalogueChanged;
}

/**
 * The waitlist of full time slots ("náhradníci"). A freed place goes to the first in line, charged by
 * the same rules as buying (membership, PAYG+, credits first, then the saved card); when that fails the
 * user is told by e-mail and the next one moves up. One place → one ticket: the slot row is locked,
 * the place is taken by reservePlace (the one capacity condition of buying), the waiting row with
 * FOR UPDATE SKIP LOCKED.
 */
export function createWaitlist(deps: WaitlistDeps) {
  const { db, mailer, payments } = deps;
  const base = deps.publicUrl.replace(/\/$/, '');

  async function join(user: Account, input: { timeSlotId: string; optionId: string }): Promise<WaitlistItem> {
    const now = deps.now();
    const id = await db.transaction(async (tx) => {
      await lockSlot(tx, input.timeSlotId);
      const bookable = await loadBookable(tx, input.timeSlotId, input.optionId, now);
      const held = await findHeldTicket(tx, user.id, input.timeSlotId);
      const refusal = waitlistJoinRefusal(
        {
          free: freePlaces(bookable),
          slotStartsAt: bookable.slot.startsAt,
          holdsTicket: !!held,
          waiting: !!(await findLiveWaitlistEntry(tx, user.id, input.timeSlotId)),
        },
        now,
      );
      if (refusal) throw new AppError(JOIN_REFUSALS[refusal], { details: { reason: refusal } });
      const row = await insertWaitlistEntry(tx, { userId: user.id, ...input, now });
      if (!row) throw new AppError(JOIN_REFUSALS.already_waiting, { details: { reason: 'already_waiting' } });
      return row.id;
    });
    const item = (await list(user)).items.find((i) => i.id === id);
    return item!;
  }

  async function leave(user: Account, id: string): Promise<WaitlistItem> {
    const now = deps.now();
    const left = await leaveWaitlistEntry(db, user.id, id, now);
    const item = (await list(user)).items.find((i) => i.id === id);
    if (!item) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
    if (left.length === 0) throw new AppError('WAITLIST_ALREADY_LEFT');
    return item;
  }

  async function list(user: Account): Promise<WaitlistResponse> {
    const rows = await listUserWaitlist(db, user.id);
    return {
      items: rows.map((r) => ({
        id: r.entry.id,
        timeSlotId: r.entry.timeSlotId,
        optionId: r.entry.optionId,
        activityId: r.activityId,
        activityName: r.activityName,
        venueName: r.venueName,
        slotStartsAt: r.slotStartsAt.toISOString(),
        state: r.entry.state,
        position: r.position ?? null,
        failReason: r.entry.failReason,
        ticketId: r.entry.ticketId,
        createdAt: r.entry.createdAt.toISOString(),
      })),
    };
  }

  /** One promotion step for a slot, in one transaction. */
  async function promoteNext(tx: Executor, timeSlotId: string, now: Date): Promise<Step> {
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
        publicUrl: base,
        mailer,
        events: deps.events,
        payments,
      });
      await setWaitlistState(tx, entry.id, 'promoted', now, { ticketId: issued.ticketId });
      // the place given is a booking like any other: the partner's `booking.created` webhook is queued
      // with it (and never for a promotion that rolled back)
      await deps.events.emit(tx, {
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

  /** Charges a held place to the saved card; a refusal gives the place back (the next in line gets it). */
  async function charge(step: Extract<Step, { kind: 'charge' }>): Promise<boolean> {
    let ok = false;
    try {
      const answer = await payments.startPurchase({
        userId: step.entry.userId,
        amount: step.price,
        purpose: {
          kind: 'entry',
          reference: waitlistReference(step.entry.id, step.source),
          description: step.description,
        },
        idempotencyKey: `waitlist-${step.entry.id}`,
        paymentMethodId: step.cardId,
      });
      ok = answer.status === 'succeeded';
      if (!ok) await payments.cancelPayment(step.entry.userId, answer.paymentId).catch(() => undefined);
    } catch {
      ok = false;
    }
    const now = deps.now();
    const promoted = await db.transaction(async (tx) => {
      const entry = await lockWaitlistEntry(tx, step.entry.id);
      if (entry?.state === 'promoted') return true;
      if (entry?.state === 'charging') {
        await releasePlace(tx, entry.timeSlotId);
        await setWaitlistState(tx, entry.id, 'failed', now, { failReason: 'card_failed' });
      }
      return false;
    });
    return ok && promoted;
  }

  async function mailOutcome(
    entry: WaitlistRow,
    outcome: { paid: WaitlistPayment } | { reason: WaitlistFailure },
  ) {
    const rows = await listUserWaitlist(db, entry.userId);
    const row = rows.find((r) => r.entry.id === entry.id);
    const account = await accountEmail(db, entry.userId);
    if (!row || !account) return;
    const content =
      'paid' in outcome
        ? entryMailTemplates.waitlistPromoted(
            row.activityName,
            row.slotStartsAt,
            outcome.paid,
            `${base}${PAGES.user.history}`,
          )
        : entryMailTemplates.waitlistFailed(
            row.activityName,
            row.slotStartsAt,
            outcome.reason,
            `${base}${PAGES.activity(row.activityId)}`,
          );
    await mailer.send(account.email, 'paid' in outcome ? 'waitlist_promoted' : 'waitlist_failed', content);
  }

  /** Hands the free places of a slot to its waitlist, one at a time; answers how many were promoted. */
  async function promoteSlot(timeSlotId: string): Promise<number> {
    let promoted = 0;
    for (let round = 0; round < 100; round++) {
      // the events' transaction: a promotion says `entry.booked`, whose reactions follow the commit
      const step = await deps.events.transaction(db, (tx) => promoteNext(tx, timeSlotId, deps.now()));
      if (step.kind === 'none') break;
      deps.catalogueChanged('places');
      if (step.kind === 'skipped') continue;
      if (step.kind === 'failed') {
        await mailOutcome(step.entry, { reason: step.reason });
        continue;
      }
      if (step.kind === 'promoted') {
        promoted++;
        const paid: WaitlistPayment =
          step.price === 0 ? { by: 'membership' } : { by: 'credits', price: step.price };
        await mailOutcome(step.entry, { paid });
        continue;
      }
      if (await charge(step)) {
        promoted++;
        await mailOutcome(step.entry, { paid: { by: 'card', price: step.price } });
      } else {
        await mailOutcome(step.entry, { reason: 'card_failed' });
      }
    }
    return promoted;
  }

  /** The periodic job: every slot with someone waiting and a free place (capacity raised, missed runs). */
  async function promoteAll(): Promise<number> {
    let promoted = 0;
    for (const slotId of await slotsToPromote(db, deps.now())) promoted += await promoteSlot(slotId);
    return promoted;
  }

  return { join, leave, list, promoteSlot, promoteAll };
}

export type Waitlist = ReturnType<typeof createWaitlist>;
