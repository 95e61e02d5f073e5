import { createHmac, timingSafeEqual } from 'node:crypto';
import { isEntryReminderDue, PAGES } from '@champions/domain';
import { entryMailTemplates } from '../../../mail/entry-templates.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { findMailAccount, findTicketView } from '../repository.ts';

/** The job kind of one reminder; its dedupe key (one per ticket) makes it run once, whatever the workers. */
export const REMINDER_JOB = 'ticket.reminder';
export const reminderDedupeKey = (ticketId: string) => `${REMINDER_JOB}:${ticketId}`;

/** A calendar link that works from an e-mail without signing in: the ticket id signed with the card key. */
export function calendarSignature(key: string, ticketId: string): string {
  return createHmac('sha256', key).update(`ics:v1:${ticketId}`).digest('base64url');
}

export function isCalendarSignature(key: string, ticketId: string, signature: string): boolean {
  const expected = Buffer.from(calendarSignature(key, ticketId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Job 'ticket.reminder' (REMINDER_JOB): the Czech reminder of one ticket, unless it was cancelled or
 * used since it was enqueued; its calendar link is signed with the card key.
 */
export async function remindTicket(
  { db, mailer, config, now, cardKey }: UseCaseContext,
  _actor: null,
  { ticketId }: { ticketId?: string | undefined },
): Promise<void> {
  if (!ticketId) return;
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  const view = await findTicketView(db, ticketId);
  if (!view?.slotStartsAt) return;
  const t = view.ticket;
  if (!isEntryReminderDue({ ...t, slotStartsAt: view.slotStartsAt }, now)) return;
  const account = await findMailAccount(db, t.userId);
  if (!account || account.deletedAt) return;
  await mailer.send(
    account.email,
    'entry_reminder',
    entryMailTemplates.reminder({
      activity: view.optionName ? `${view.activityName} (${view.optionName})` : view.activityName,
      venue: view.venueName,
      address: `${view.venueStreet}, ${view.venueCity}`,
      when: view.slotStartsAt,
      cardUrl: `${base}${PAGES.user.card}`,
      calendarUrl: `${base}/api/public/entries/${t.id}/calendar.ics?sig=${calendarSignature(cardKey, t.id)}`,
    }),
  );
}
