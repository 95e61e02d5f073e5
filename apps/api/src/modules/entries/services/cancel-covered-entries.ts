import { PAGES } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { entryMailTemplates } from '../../../mail/entry-templates.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import { cancelTicketOnce } from '../purchase-repository.ts';
import { findMailAccount, releasePlace } from '../repository.ts';
import { lockCoveredTicketsFrom } from '../ticket-repository.ts';

export interface CancelledCoveredEntry {
  ticketId: string;
  timeSlotId: string | null;
  activity: string;
  startsAt: Date;
}

/**
 * A membership that ends (withdrawal, non-payment, the end of a cancelled plan) covers nothing after
 * its end: its covered entries for slots from `from` on are cancelled in the caller's transaction and
 * their places freed (the waitlist job hands them on). Nothing was paid for them, so nothing returns.
 * Each says `entry.withdrawn` (the partner's `booking.cancelled` webhook) when `events` are given.
 */
export async function cancelCoveredEntriesFrom(
  tx: Executor,
  input: { userId: string; from: Date; now: Date; events?: AppEvents | undefined },
): Promise<CancelledCoveredEntry[]> {
  const cancelled: CancelledCoveredEntry[] = [];
  for (const ticket of await lockCoveredTicketsFrom(tx, input.userId, input.from)) {
    if (!(await cancelTicketOnce(tx, ticket.id, { cancelledAt: input.now, lateCancel: null }))) continue;
    if (ticket.timeSlotId) await releasePlace(tx, ticket.timeSlotId);
    await input.events?.emit(tx, { type: 'entry.withdrawn', ticketId: ticket.id, by: 'champions' });
    cancelled.push({
      ticketId: ticket.id,
      timeSlotId: ticket.timeSlotId,
      activity: ticket.activityName,
      startsAt: ticket.slotStartsAt,
    });
  }
  return cancelled;
}

/** Tells the customer which covered entries were cancelled (queued on `db`: pass the transaction that cancelled them). */
export async function mailCancelledCoveredEntries(
  deps: { db: Executor; mailer: Mailer | undefined; publicUrl: string },
  userId: string,
  entries: readonly CancelledCoveredEntry[],
): Promise<void> {
  if (entries.length === 0 || !deps.mailer) return;
  const account = await findMailAccount(deps.db, userId);
  if (!account || account.deletedAt) return;
  await deps.mailer.send(
    account.email,
    'entries_covered_cancelled',
    entryMailTemplates.coveredCancelled(
      entries.map((entry) => ({ activity: entry.activity, when: entry.startsAt })),
      `${deps.publicUrl.replace(/\/$/, '')}${PAGES.user.history}`,
    ),
    deps.db,
  );
}
