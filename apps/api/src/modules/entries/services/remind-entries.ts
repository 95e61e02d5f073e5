import { createHmac, timingSafeEqual } from 'node:crypto';
import { ENTRY_REMINDER, HOUR_MS, isEntryReminderDue, PAGES } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { entryMailTemplates } from '../../../mail/entry-templates.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { resolveCardKey } from '../card-code.ts';
import { findMailAccount, findTicketView } from '../repository.ts';
import { ticketsStartingBetween } from '../ticket-repository.ts';

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

/** Tickets whose reminder is due now (domain isEntryReminderDue), for the scheduler to enqueue. */
export async function dueReminders(db: Database, now: Date): Promise<string[]> {
  const to = new Date(now.getTime() + ENTRY_REMINDER.HOURS_BEFORE * HOUR_MS);
  const rows = await ticketsStartingBetween(db, now, to);
  return rows.filter((row) => isEntryReminderDue(row, now)).map((row) => row.id);
}

/** Job handler: the Czech reminder of one ticket, unless it was cancelled or used since it was enqueued. */
export function ticketReminderJob(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}) {
  const base = deps.publicUrl.replace(/\/$/, '');
  let key: string | null = null;
  return async (payload: unknown) => {
    const ticketId = (payload as { ticketId?: string }).ticketId;
    if (!ticketId) return;
    const view = await findTicketView(deps.db, ticketId);
    if (!view?.slotStartsAt) return;
    const t = view.ticket;
    if (!isEntryReminderDue({ ...t, slotStartsAt: view.slotStartsAt }, deps.now())) return;
    const account = await findMailAccount(deps.db, t.userId);
    if (!account || account.deletedAt) return;
    key ??= await resolveCardKey(deps.db);
    await deps.mailer.send(
      account.email,
      'entry_reminder',
      entryMailTemplates.reminder({
        activity: view.optionName ? `${view.activityName} (${view.optionName})` : view.activityName,
        venue: view.venueName,
        address: `${view.venueStreet}, ${view.venueCity}`,
        when: view.slotStartsAt,
        cardUrl: `${base}${PAGES.user.card}`,
        calendarUrl: `${base}/api/public/entries/${t.id}/calendar.ics?sig=${calendarSignature(key, t.id)}`,
      }),
    );
  };
}
