import { randomUUID } from 'node:crypto';
import type { AdminSlot, SlotUpdateRequest, slotCreateRequest } from '@champions/contract';
import { DAY_MS, formatCzk, lastSeriesDate, sellablePlaces } from '@champions/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { mailTemplates } from '../../../mail/templates.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError, fieldError } from '../../../shared/errors.ts';
import { pragueDayStart, pragueWallTimeToDate } from '../../../shared/prague-time.ts';
import { appendCredit } from '../../payments/index.ts';
import { ownActivity, ownSlot } from '../scope.ts';
import {
  cancelUnusedTickets,
  insertSlots,
  markSlotCancelled,
  selectAccountEmails,
  selectBookedUsers,
  selectSlots,
  settleOfferedTickets,
  slotExistsAt,
  updateSlotRow,
} from '../slot-repository.ts';

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

function wallTime(isoDate: string, time: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return pragueWallTimeToDate(y, m, d, hour, minute);
}

const pragueWhen = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  weekday: 'long',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
export const formatWhen = (instant: Date) => pragueWhen.format(instant);

/** Slots of the partner's activities between two Prague dates (inclusive), with bookings. */
export async function listSlots(
  db: Executor,
  adminId: string,
  query: { from: string; to: string; venueId?: string | undefined; activityId?: string | undefined },
): Promise<AdminSlot[]> {
  const rows = await selectSlots(db, adminId, {
    from: pragueDayStart(query.from),
    to: pragueDayStart(addDays(query.to, 1)),
    venueId: query.venueId,
    activityId: query.activityId,
  });
  return rows.map(({ activityChampionsPlaces, ...row }) => ({
    ...row,
    sellable: sellablePlaces({
      capacity: row.capacity,
      activityShare: activityChampionsPlaces,
      slotShare: row.championsPlaces,
    }),
    bookings: Number(row.bookings),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  }));
}

/** One slot, or a weekly series until an end date; slots that already exist at that time are skipped. */
export async function createSlots(
  db: Executor,
  changed: CatalogueChanged,
  adminId: string,
  input: z.output<typeof slotCreateRequest>,
  now: Date,
) {
  try {
    await ownActivity(db, adminId, input.activityId);
  } catch {
    throw fieldError('NOT_OWN_ACTIVITY', 'body.activityId');
  }
  const dates = [input.date];
  if (input.repeatWeeklyUntil) {
    if (input.repeatWeeklyUntil > lastSeriesDate(input.date)) {
      throw fieldError('SERIES_TOO_LONG', 'body.repeatWeeklyUntil');
    }
    for (let next = addDays(input.date, 7); next <= input.repeatWeeklyUntil; next = addDays(next, 7)) {
      dates.push(next);
    }
  }
  const first = wallTime(input.date, input.time);
  if (first.getTime() <= now.getTime()) throw fieldError('SLOT_IN_PAST', 'body.date');
  const seriesId = dates.length > 1 ? randomUUID() : null;
  const rows = dates.map((date) => {
    const startsAt = wallTime(date, input.time);
    return {
      activityId: input.activityId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000),
      capacity: input.capacity,
      seriesId,
    };
  });
  const created = await insertSlots(db, rows);
  changed('slots');
  return { created, skipped: rows.length - created };
}

/** Moves or resizes a slot; booked users are told of a new time by e-mail. */
export async function updateSlot(
  db: Database,
  changed: CatalogueChanged,
  mailer: Mailer,
  publicUrl: string,
  adminId: string,
  slotId: string,
  input: SlotUpdateRequest,
  now: Date,
) {
  const { slot, activity, venue } = await ownSlot(db, adminId, slotId);
  if (slot.cancelled) throw new AppError('SLOT_CANCELLED_NO_EDIT');
  const booked = await selectBookedUsers(db, slotId);
  const taken = Math.max(booked.length, slot.reserved);
  if (input.capacity < taken) throw fieldError('CAPACITY_BELOW_BOOKINGS', 'body.capacity', { taken });
  const startsAt = wallTime(input.date, input.time);
  const moved = startsAt.getTime() !== slot.startsAt.getTime();
  if (moved && startsAt.getTime() <= now.getTime()) throw fieldError('SLOT_MOVE_TO_PAST', 'body.date');
  if (moved && (await slotExistsAt(db, activity.id, startsAt))) throw new AppError('SLOT_CLASH');
  await updateSlotRow(db, slotId, {
    startsAt,
    endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000),
    capacity: input.capacity,
    championsPlaces: input.championsPlaces,
  });
  changed('slots');
  if (moved) {
    const url = `${publicUrl}/activities/${activity.id}`;
    for (const user of booked.filter((b) => !b.isUsed)) {
      await mailer.send(
        user.email,
        'slot_changed',
        mailTemplates.slotChanged(
          activity.name,
          venue.name,
          formatWhen(slot.startsAt),
          formatWhen(startsAt),
          url,
        ),
      );
    }
  }
  return { notified: moved ? booked.filter((b) => !b.isUsed).length : 0 };
}

/**
 * Cancels a slot: in one transaction its unused tickets are cancelled and what each user paid comes
 * back as credit (an append-only ledger row per ticket; the unique reason+reference makes a retry
 * harmless), and so does the price of every late-cancelled place still on offer (with the ledger
 * reference of an ordinary cancellation's refund, so it can never come back twice). The users are
 * told by e-mail afterwards.
 */
export async function cancelSlot(
  db: Database,
  changed: CatalogueChanged,
  mailer: Mailer,
  publicUrl: string,
  adminId: string,
  slotId: string,
  now: Date,
) {
  const { slot, activity, venue } = await ownSlot(db, adminId, slotId);
  if (slot.cancelled) throw new AppError('SLOT_ALREADY_CANCELLED');
  if (slot.startsAt.getTime() <= now.getTime()) throw new AppError('SLOT_ALREADY_STARTED');

  const refunds = await db.transaction(async (tx) => {
    if (!(await markSlotCancelled(tx, slotId))) throw new AppError('SLOT_ALREADY_CANCELLED');
    const toCancel = await cancelUnusedTickets(tx, slotId);
    const done: { userId: string; amount: number }[] = [];
    for (const ticket of toCancel) {
      if (ticket.price > 0) {
        await appendCredit(tx, {
          userId: ticket.userId,
          amount: ticket.price,
          reason: 'slot_cancelled',
          reference: ticket.id,
        });
      }
      done.push({ userId: ticket.userId, amount: ticket.price });
    }
    for (const offered of await settleOfferedTickets(tx, slotId)) {
      if (offered.price > 0) {
        await appendCredit(tx, {
          userId: offered.userId,
          amount: offered.price,
          reason: 'refund',
          reference: `entry:${offered.id}`,
        });
      }
      done.push({ userId: offered.userId, amount: offered.price });
    }
    return done;
  });
  changed('slots');

  const byUser = new Map<string, number>();
  for (const refund of refunds) byUser.set(refund.userId, (byUser.get(refund.userId) ?? 0) + refund.amount);
  if (byUser.size > 0) {
    const users = await selectAccountEmails(db, [...byUser.keys()]);
    const url = `${publicUrl}/activities/${activity.id}`;
    for (const user of users) {
      const amount = byUser.get(user.id) ?? 0;
      await mailer.send(
        user.email,
        'slot_cancelled',
        mailTemplates.slotCancelled(
          activity.name,
          venue.name,
          formatWhen(slot.startsAt),
          amount > 0 ? formatCzk(amount) : null,
          url,
        ),
      );
    }
  }
  const creditReturned = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return { notified: byUser.size, creditReturned };
}

/** One slot of the partner as the calendar lists it (with its bookings). */
export async function getSlot(db: Executor, adminId: string, slotId: string): Promise<AdminSlot> {
  const { slot } = await ownSlot(db, adminId, slotId);
  const date = slot.startsAt.toISOString().slice(0, 10);
  const slots = await listSlots(db, adminId, { from: addDays(date, -1), to: addDays(date, 1) });
  return slots.find((listed) => listed.id === slot.id)!;
}
