import { createEvent } from 'ics';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { ENTRY_MESSAGES } from '../../../shared/messages.ts';
import { findTicketView, type TicketView } from '../repository.ts';
import { isCalendarSignature } from './remind-entries.ts';

export interface CalendarFile {
  ics: string;
  fileName: string;
}

const fileOf = (view: TicketView, publicUrl: string): CalendarFile => ({
  ics: ticketCalendar(view, publicUrl),
  fileName: `vstup-${view.ticket.id.slice(0, 8)}.ics`,
});

/** The calendar file of one of the user's entries (404 for anyone else's). */
export async function userCalendarFile(
  db: Database,
  userId: string,
  ticketId: string,
  publicUrl: string,
): Promise<CalendarFile> {
  const view = await findTicketView(db, ticketId);
  if (!view || view.ticket.userId !== userId) throw new AppError('ENTRY_NOT_FOUND');
  return fileOf(view, publicUrl);
}

/** The calendar file behind the reminder e-mail's signed link (404 when the signature is wrong). */
export async function signedCalendarFile(
  db: Database,
  cardKey: string,
  ticketId: string,
  signature: string,
  publicUrl: string,
): Promise<CalendarFile> {
  const view = isCalendarSignature(cardKey, ticketId, signature) ? await findTicketView(db, ticketId) : null;
  if (!view) throw new AppError('ENTRY_NOT_FOUND');
  return fileOf(view, publicUrl);
}

/** An .ics file of one reserved entry (RFC 5545), for any calendar app. */
export function ticketCalendar(view: TicketView, publicUrl: string): string {
  if (!view.slotStartsAt || !view.slotEndsAt) throw new AppError('ENTRY_WITHOUT_SLOT');
  const { value, error } = createEvent({
    uid: `${view.ticket.id}@champions.cz`,
    productId: 'champions/entries',
    start: view.slotStartsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: view.slotEndsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: view.optionName ? `${view.activityName} (${view.optionName})` : view.activityName,
    location: `${view.venueName}, ${view.venueStreet}, ${view.venueCity}`,
    description: ENTRY_MESSAGES.CALENDAR_DESCRIPTION,
    url: `${publicUrl.replace(/\/$/, '')}/user/qr-code`,
    status: view.ticket.isCancelled ? 'CANCELLED' : 'CONFIRMED',
    alarms: [
      { action: 'display', description: ENTRY_MESSAGES.CALENDAR_ALARM, trigger: { hours: 24, before: true } },
    ],
  });
  if (error || !value) throw error ?? new Error('calendar file not created');
  return value;
}

/** The calendar file of an entry as the purchase e-mail attaches it (null when the ticket is gone). */
export async function entryCalendarFile(
  db: Database,
  ticketId: string,
  publicUrl: string,
): Promise<CalendarFile | null> {
  const view = await findTicketView(db, ticketId);
  if (!view?.slotStartsAt || !view.slotEndsAt) return null;
  return fileOf(view, publicUrl);
}
