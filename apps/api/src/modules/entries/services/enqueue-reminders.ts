import { ENTRY_REMINDER, HOUR_MS, isEntryReminderDue } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { ticketsStartingBetween } from '../ticket-repository.ts';
import { REMINDER_JOB, reminderDedupeKey } from './remind-entries.ts';

/** Tickets whose reminder is due now (domain isEntryReminderDue). */
async function dueReminders(db: Database, now: Date): Promise<string[]> {
  const to = new Date(now.getTime() + ENTRY_REMINDER.HOURS_BEFORE * HOUR_MS);
  const rows = await ticketsStartingBetween(db, now, to);
  return rows.filter((row) => isEntryReminderDue(row, now)).map((row) => row.id);
}

/**
 * Job 'tickets.remind': the reminder the day before a slot, one job per ticket (REMINDER_JOB, its dedupe
 * key): sent once across workers.
 */
export async function enqueueDueReminders({ db, now }: UseCaseContext, _actor: null): Promise<void> {
  for (const ticketId of await dueReminders(db, now)) {
    await enqueueJob(db, {
      kind: REMINDER_JOB,
      payload: { ticketId },
      runAt: now,
      dedupeKey: reminderDedupeKey(ticketId),
    });
  }
}
