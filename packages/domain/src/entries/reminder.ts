import { HOUR_MS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';

/** Our decisions about the reminder e-mail the day before a reserved slot. */
export const ENTRY_REMINDER = {
  /** The reminder goes out this many hours before the slot starts (the day before, same time). */
  HOURS_BEFORE: 24,
  /** No reminder once the slot is this close (it would arrive too late to help). */
  NOT_LATER_THAN_HOURS_BEFORE: 2,
  /** No reminder for an entry bought this close to the slot (the buyer knows). */
  BOUGHT_AT_LEAST_HOURS_BEFORE: 12,
} as const;

export interface RemindableTicket {
  isUsed: boolean;
  isCancelled: boolean;
  createdAt: Instant;
  slotStartsAt: Instant;
}

/** When the reminder of a slot is due: 24 hours before it starts. */
export function entryReminderAt(slotStartsAt: Instant): Date {
  return new Date(toEpochMs(slotStartsAt) - ENTRY_REMINDER.HOURS_BEFORE * HOUR_MS);
}

/**
 * Our decision: a live (unused, not cancelled) ticket bought at least 12 hours before its slot gets
 * one reminder, from 24 hours until 2 hours before the slot.
 */
export function isEntryReminderDue(ticket: RemindableTicket, now: Instant): boolean {
  if (ticket.isUsed || ticket.isCancelled) return false;
  const start = toEpochMs(ticket.slotStartsAt);
  const at = toEpochMs(now);
  if (toEpochMs(ticket.createdAt) > start - ENTRY_REMINDER.BOUGHT_AT_LEAST_HOURS_BEFORE * HOUR_MS)
    return false;
  return (
    at >= entryReminderAt(start).getTime() &&
    at < start - ENTRY_REMINDER.NOT_LATER_THAN_HOURS_BEFORE * HOUR_MS
  );
}
