import { type Language, PAGES } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { calendarTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import { type IcsEvent, writeIcs } from '../../../shared/ics.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findAccountLanguage, findTicketView, type TicketView } from '../repository.ts';

export interface CalendarFile {
  ics: string;
  fileName: string;
}

/** The calendar file of one entry: its .ics text and the file's name. */
export const calendarFileOf = (view: TicketView, publicUrl: string, language: Language): CalendarFile => ({
  ics: ticketCalendar(view, publicUrl, language),
  fileName: `vstup-${view.ticket.id.slice(0, 8)}.ics`,
});

/** GET /api/user/entries/{id}/calendar.ics: the calendar file of one of the user's entries (404 for anyone else's). */
export async function userCalendarFile(
  { db, config, language }: UseCaseContext,
  user: Account,
  { ticketId }: { ticketId: string },
): Promise<CalendarFile> {
  const view = await findTicketView(db, ticketId);
  if (!view || view.ticket.userId !== user.id) throw new AppError('ENTRY_NOT_FOUND');
  return calendarFileOf(view, config.PUBLIC_URL, language);
}

/** The address of the customer's card (what the reception scans), linked from every calendar event. */
export const cardUrl = (publicUrl: string): string => `${publicUrl.replace(/\/$/, '')}${PAGES.user.card}`;

/**
 * One entry as a calendar event: the same UID in the single file and in the feed (so a calendar holds
 * it once); LAST-MODIFIED is the latest of the booking, its cancellation and the partner's last change
 * of the slot, and SEQUENCE the seconds from the booking to it, so it grows with every change.
 */
export function ticketEvent(view: TicketView, publicUrl: string, language: Language = 'cs'): IcsEvent {
  const texts = calendarTextsIn(language).event;
  if (!view.slotStartsAt || !view.slotEndsAt) throw new AppError('ENTRY_WITHOUT_SLOT');
  const booked = view.ticket.createdAt.getTime();
  const lastModified = Math.max(
    booked,
    view.ticket.cancelledAt?.getTime() ?? 0,
    view.slotUpdatedAt?.getTime() ?? 0,
  );
  const url = cardUrl(publicUrl);
  return {
    uid: `${view.ticket.id}@champions.cz`,
    sequence: Math.floor((lastModified - booked) / 1000),
    lastModified: new Date(lastModified),
    start: view.slotStartsAt,
    end: view.slotEndsAt,
    summary: view.optionName ? `${view.activityName} (${view.optionName})` : view.activityName,
    location: `${view.venueName}, ${view.venueStreet}, ${view.venueCity}`,
    description: `${texts.CALENDAR_DESCRIPTION}\n${url}`,
    url,
    status: view.ticket.isCancelled || view.slotCancelled ? 'CANCELLED' : 'CONFIRMED',
    alarm: { minutesBefore: 24 * 60, text: texts.CALENDAR_ALARM },
  };
}

/** An .ics file of one reserved entry (RFC 5545), for any calendar app. */
export function ticketCalendar(view: TicketView, publicUrl: string, language: Language = 'cs'): string {
  const event = ticketEvent(view, publicUrl, language);
  return writeIcs({ productId: ICS_PRODUCT_ID, stamp: event.lastModified, events: [event] });
}

/** PRODID of every calendar the API writes. */
export const ICS_PRODUCT_ID = '-//Champions//CS';

/**
 * The calendar file of an entry as the purchase e-mail attaches it (null when the ticket is gone), in the
 * language of the buyer, whom the e-mail goes to.
 */
export async function entryCalendarFile(
  db: Database,
  ticketId: string,
  publicUrl: string,
): Promise<CalendarFile | null> {
  const view = await findTicketView(db, ticketId);
  if (!view?.slotStartsAt || !view.slotEndsAt) return null;
  return calendarFileOf(view, publicUrl, await findAccountLanguage(db, view.ticket.userId));
}
