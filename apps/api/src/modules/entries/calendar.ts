import { createEvent } from 'ics';
import { NotFoundError } from '../../shared/errors.ts';
import type { TicketView } from './repository.ts';

/** An .ics file of one reserved entry (RFC 5545), for any calendar app. */
export function ticketCalendar(view: TicketView, publicUrl: string): string {
  if (!view.slotStartsAt || !view.slotEndsAt) throw new NotFoundError('Tento vstup nemá termín.');
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
    description: 'Na recepci ukažte kartu s QR kódem v aplikaci Champions.',
    url: `${publicUrl.replace(/\/$/, '')}/user/qr-code`,
    status: view.ticket.isCancelled ? 'CANCELLED' : 'CONFIRMED',
    alarms: [{ action: 'display', description: 'Zítra máte vstup', trigger: { hours: 24, before: true } }],
  });
  if (error || !value) throw error ?? new Error('calendar file not created');
  return value;
}
