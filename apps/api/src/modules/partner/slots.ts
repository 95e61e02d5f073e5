import { randomUUID } from 'node:crypto';
import type { AdminSlot, SlotUpdateRequest, slotCreateRequest } from '@champions/contract';
import { formatCzk, sellablePlaces } from '@champions/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { accounts, activities, creditLedger, tickets, timeSlots, venues } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailTemplates } from '../../mail/templates.ts';
import { AppError, fieldError } from '../../shared/errors.ts';
import { pragueDayStart, pragueWallTimeToDate } from '../../shared/prague-time.ts';
import { ownActivity, ownSlot } from './scope.ts';

/** At most this many weekly repetitions (a little over a year). */
export const MAX_SERIES_SLOTS = 60;
const DAY_MS = 86_400_000;

const bookingsOf = sql<number>`(select count(*)::int from ${tickets} where ${tickets.timeSlotId} = ${timeSlots.id} and not ${tickets.isCancelled})`;

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
  db: Database,
  adminId: string,
  query: { from: string; to: string; venueId?: string | undefined; activityId?: string | undefined },
): Promise<AdminSlot[]> {
  const rows = await db
    .select({
      id: timeSlots.id,
      activityId: activities.id,
      activityName: activities.name,
      venueId: venues.id,
      venueName: venues.name,
      startsAt: timeSlots.startsAt,
      endsAt: timeSlots.endsAt,
      capacity: timeSlots.capacity,
      championsPlaces: timeSlots.championsPlaces,
      activityChampionsPlaces: activities.championsPlaces,
      bookings: bookingsOf,
      cancelled: timeSlots.cancelled,
      seriesId: timeSlots.seriesId,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(
      and(
        eq(venues.adminId, adminId),
        gte(timeSlots.startsAt, pragueDayStart(query.from)),
        lt(timeSlots.startsAt, pragueDayStart(addDays(query.to, 1))),
        query.venueId ? eq(venues.id, query.venueId) : undefined,
        query.activityId ? eq(activities.id, query.activityId) : undefined,
      ),
    )
    .orderBy(asc(timeSlots.startsAt), asc(activities.name))
    .limit(2000);
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
  db: Database,
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
    for (let next = addDays(input.date, 7); next <= input.repeatWeeklyUntil; next = addDays(next, 7)) {
      dates.push(next);
      if (dates.length > MAX_SERIES_SLOTS) throw fieldError('SERIES_TOO_LONG', 'body.repeatWeeklyUntil');
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
  const created = await db
    .insert(timeSlots)
    .values(rows)
    .onConflictDoNothing({ target: [timeSlots.activityId, timeSlots.startsAt] })
    .returning({ id: timeSlots.id });
  return { created: created.length, skipped: rows.length - created.length };
}

async function bookedUsers(db: Database, slotId: string) {
  return db
    .select({
      ticketId: tickets.id,
      userId: tickets.userId,
      price: tickets.price,
      email: accounts.email,
      isUsed: tickets.isUsed,
    })
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.userId))
    .where(and(eq(tickets.timeSlotId, slotId), eq(tickets.isCancelled, false)));
}

/** Moves or resizes a slot; booked users are told of a new time by e-mail. */
export async function updateSlot(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  adminId: string,
  slotId: string,
  input: SlotUpdateRequest,
  now: Date,
) {
  const { slot, activity, venue } = await ownSlot(db, adminId, slotId);
  if (slot.cancelled) throw new AppError('SLOT_CANCELLED_NO_EDIT');
  const booked = await bookedUsers(db, slotId);
  const taken = Math.max(booked.length, slot.reserved);
  if (input.capacity < taken) throw fieldError('CAPACITY_BELOW_BOOKINGS', 'body.capacity', { taken });
  const startsAt = wallTime(input.date, input.time);
  const moved = startsAt.getTime() !== slot.startsAt.getTime();
  if (moved && startsAt.getTime() <= now.getTime()) throw fieldError('SLOT_MOVE_TO_PAST', 'body.date');
  const [clash] = moved
    ? await db
        .select({ id: timeSlots.id })
        .from(timeSlots)
        .where(and(eq(timeSlots.activityId, activity.id), eq(timeSlots.startsAt, startsAt)))
    : [];
  if (clash) throw new AppError('SLOT_CLASH');
  await db
    .update(timeSlots)
    .set({
      startsAt,
      endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000),
      capacity: input.capacity,
      championsPlaces: input.championsPlaces,
    })
    .where(eq(timeSlots.id, slotId));
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
 * harmless). The users are told by e-mail afterwards.
 */
export async function cancelSlot(
  db: Database,
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
    const [locked] = await tx
      .update(timeSlots)
      .set({ cancelled: true, reserved: 0 })
      .where(and(eq(timeSlots.id, slotId), eq(timeSlots.cancelled, false)))
      .returning({ id: timeSlots.id });
    if (!locked) throw new AppError('SLOT_ALREADY_CANCELLED');
    const toCancel = await tx
      .update(tickets)
      .set({ isCancelled: true })
      .where(and(eq(tickets.timeSlotId, slotId), eq(tickets.isCancelled, false), eq(tickets.isUsed, false)))
      .returning({ id: tickets.id, userId: tickets.userId, price: tickets.price });
    const done: { userId: string; amount: number }[] = [];
    for (const ticket of toCancel) {
      if (ticket.price > 0) {
        const [account] = await tx
          .update(accounts)
          .set({ credits: sql`${accounts.credits} + ${ticket.price}` })
          .where(eq(accounts.id, ticket.userId))
          .returning({ credits: accounts.credits });
        await tx.insert(creditLedger).values({
          userId: ticket.userId,
          amount: ticket.price,
          balanceAfter: account!.credits,
          reason: 'slot_cancelled',
          reference: ticket.id,
        });
      }
      done.push({ userId: ticket.userId, amount: ticket.price });
    }
    return done;
  });

  const byUser = new Map<string, number>();
  for (const refund of refunds) byUser.set(refund.userId, (byUser.get(refund.userId) ?? 0) + refund.amount);
  if (byUser.size > 0) {
    const users = await db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.id, [...byUser.keys()]));
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
export async function getSlot(db: Database, adminId: string, slotId: string): Promise<AdminSlot> {
  const { slot } = await ownSlot(db, adminId, slotId);
  const date = slot.startsAt.toISOString().slice(0, 10);
  const slots = await listSlots(db, adminId, { from: shiftDate(date, -1), to: shiftDate(date, 1) });
  return slots.find((listed) => listed.id === slot.id)!;
}

function shiftDate(isoDate: string, days: number) {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}
