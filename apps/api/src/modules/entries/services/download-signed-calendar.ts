import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { findTicketView } from '../repository.ts';
import { type CalendarFile, calendarFileOf } from './download-calendar.ts';
import { isCalendarSignature } from './remind-entries.ts';

/**
 * GET /api/public/entries/{id}/calendar.ics?sig=: the calendar file behind the reminder e-mail's signed
 * link, no account needed (404 when the signature is wrong).
 */
export async function signedCalendarFile(
  { db, cardKey, config, language }: UseCaseContext,
  _actor: null,
  { ticketId, signature }: { ticketId: string; signature: string },
): Promise<CalendarFile> {
  const view = isCalendarSignature(cardKey, ticketId, signature) ? await findTicketView(db, ticketId) : null;
  if (!view) throw new AppError('ENTRY_NOT_FOUND');
  return calendarFileOf(view, config.PUBLIC_URL, language);
}
