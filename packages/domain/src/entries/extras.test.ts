import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../constants.ts';
import {
  averageRating,
  entryCancellationKind,
  entryReminderAt,
  isEntryReminderDue,
  isWaitlistOpen,
  offeredPlacesTaken,
  reviewRefusal,
  waitlistClosesAt,
  waitlistJoinRefusal,
} from './index.ts';

const start = new Date('2026-12-01T17:00:00Z');
const at = (ms: number) => start.getTime() + ms;

describe('reminder the day before (our decision)', () => {
  const ticket = { isUsed: false, isCancelled: false, createdAt: at(-3 * DAY_MS), slotStartsAt: start };
  it('is due from 24 h before the slot until 2 h before', () => {
    expect(entryReminderAt(start).getTime()).toBe(at(-24 * HOUR_MS));
    expect(isEntryReminderDue(ticket, at(-24 * HOUR_MS - 1))).toBe(false);
    expect(isEntryReminderDue(ticket, at(-24 * HOUR_MS))).toBe(true);
    expect(isEntryReminderDue(ticket, at(-2 * HOUR_MS - 1))).toBe(true);
    expect(isEntryReminderDue(ticket, at(-2 * HOUR_MS))).toBe(false);
  });
  it('not for cancelled or used tickets, nor for one bought less than 12 h before', () => {
    expect(isEntryReminderDue({ ...ticket, isCancelled: true }, at(-20 * HOUR_MS))).toBe(false);
    expect(isEntryReminderDue({ ...ticket, isUsed: true }, at(-20 * HOUR_MS))).toBe(false);
    expect(isEntryReminderDue({ ...ticket, createdAt: at(-11 * HOUR_MS) }, at(-5 * HOUR_MS))).toBe(false);
    expect(isEntryReminderDue({ ...ticket, createdAt: at(-12 * HOUR_MS) }, at(-5 * HOUR_MS))).toBe(true);
  });
});

describe('waitlist (our decision)', () => {
  const base = { free: 0, slotStartsAt: start, holdsTicket: false, waiting: false };
  it('closes 30 minutes before the start', () => {
    expect(waitlistClosesAt(start).getTime()).toBe(at(-30 * MINUTE_MS));
    expect(isWaitlistOpen(start, at(-30 * MINUTE_MS - 1))).toBe(true);
    expect(isWaitlistOpen(start, at(-30 * MINUTE_MS))).toBe(false);
  });
  it('a full, open slot can be joined; otherwise the reason', () => {
    expect(waitlistJoinRefusal(base, at(-DAY_MS))).toBeNull();
    expect(waitlistJoinRefusal({ ...base, free: 1 }, at(-DAY_MS))).toBe('not_full');
    expect(waitlistJoinRefusal({ ...base, holdsTicket: true }, at(-DAY_MS))).toBe('already_holds');
    expect(waitlistJoinRefusal({ ...base, waiting: true }, at(-DAY_MS))).toBe('already_waiting');
    expect(waitlistJoinRefusal(base, at(-10 * MINUTE_MS))).toBe('closed');
  });
});

describe('fair late cancellation, "burza" (our decision)', () => {
  const ticket = { isUsed: false, isCancelled: false, expiresAt: at(30 * DAY_MS), slotStartsAt: start };
  it('refund until 2 h before, offer until the start, then nothing', () => {
    expect(entryCancellationKind(ticket, at(-2 * HOUR_MS))).toBe('refund');
    expect(entryCancellationKind(ticket, at(-2 * HOUR_MS + 1))).toBe('offer');
    expect(entryCancellationKind(ticket, at(-1))).toBe('offer');
    expect(entryCancellationKind(ticket, start)).toBeNull();
  });
  it('used, cancelled, expired or open entries are never offered', () => {
    const late = at(-HOUR_MS);
    expect(entryCancellationKind({ ...ticket, isUsed: true }, late)).toBeNull();
    expect(entryCancellationKind({ ...ticket, isCancelled: true }, late)).toBeNull();
    expect(entryCancellationKind({ ...ticket, expiresAt: at(-2 * HOUR_MS) }, late)).toBeNull();
    expect(
      entryCancellationKind({ ...ticket, slotStartsAt: null, expiresAt: at(-HOUR_MS) }, late),
    ).toBeNull();
  });
  it('a sale takes an offered place only when the slot would be full without it', () => {
    expect(offeredPlacesTaken({ capacity: 10, reserved: 10, offered: 1 })).toBe(1);
    expect(offeredPlacesTaken({ capacity: 10, reserved: 5, offered: 1 })).toBe(0);
    expect(offeredPlacesTaken({ capacity: 10, reserved: 9, offered: 2 })).toBe(1);
    expect(offeredPlacesTaken({ capacity: 10, reserved: 10, offered: 0 })).toBe(0);
  });
});

describe('verified reviews (our decision)', () => {
  const usedAt = start;
  it('only a scanned entry, once, within 14 days', () => {
    expect(reviewRefusal({ usedAt: null, alreadyReviewed: false }, start)).toBe('not_scanned');
    expect(reviewRefusal({ usedAt, alreadyReviewed: true }, at(DAY_MS))).toBe('already_reviewed');
    expect(reviewRefusal({ usedAt, alreadyReviewed: false }, at(14 * DAY_MS))).toBeNull();
    expect(reviewRefusal({ usedAt, alreadyReviewed: false }, at(14 * DAY_MS + 1))).toBe('window_closed');
    // scanned before the class: no review until its slot has ended
    const slotEndsAt = at(60 * 60 * 1000);
    expect(reviewRefusal({ usedAt, alreadyReviewed: false, slotEndsAt }, at(60 * 60 * 1000 - 1))).toBe(
      'not_yet_over',
    );
    expect(reviewRefusal({ usedAt, alreadyReviewed: false, slotEndsAt }, slotEndsAt)).toBeNull();
    expect(reviewRefusal({ usedAt, alreadyReviewed: false, slotEndsAt: null }, start)).toBeNull();
  });
  it('average to one decimal, null without reviews', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
  });
});
