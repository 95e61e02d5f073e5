import type { PartnerApprovalState } from '@champions/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, activities, requests, timeSlots, venues } from '../../db/schema.ts';

/** Queries of the partner's first-run checklist and their request for approval. */

/** The partner's venues, activities and slots not started yet: what the checklist ticks off. */
export async function countChecklistFacts(db: Executor, adminId: string, now: Date) {
  const [[venueRow], [activityRow], [slotRow]] = await Promise.all([
    db.select({ value: count() }).from(venues).where(eq(venues.adminId, adminId)),
    db
      .select({ value: count() })
      .from(activities)
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .where(eq(venues.adminId, adminId)),
    db
      .select({ value: count() })
      .from(timeSlots)
      .innerJoin(activities, eq(activities.id, timeSlots.activityId))
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .where(and(eq(venues.adminId, adminId), eq(timeSlots.cancelled, false), gt(timeSlots.startsAt, now))),
  ]);
  return {
    venues: venueRow?.value ?? 0,
    activities: activityRow?.value ?? 0,
    upcomingSlots: slotRow?.value ?? 0,
  };
}

/** The partner's approval state and the back office's note, read under a row lock when `lock`. */
export async function findApproval(db: Executor, adminId: string, lock = false) {
  const query = db
    .select({ state: accounts.partnerApproval, note: accounts.approvalNote })
    .from(accounts)
    .where(eq(accounts.id, adminId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function setApproval(
  db: Executor,
  adminId: string,
  state: PartnerApprovalState,
  note: string | null,
): Promise<void> {
  await db
    .update(accounts)
    .set({ partnerApproval: state, approvalNote: note })
    .where(eq(accounts.id, adminId));
}

/** The partner's request for approval in the back office's inbox (one per partner account). */
export async function findApprovalRequest(db: Executor, adminId: string) {
  const [row] = await db.select({ id: requests.id }).from(requests).where(eq(requests.accountId, adminId));
  return row;
}

export async function insertApprovalRequest(db: Executor, row: typeof requests.$inferInsert): Promise<void> {
  await db.insert(requests).values(row);
}

/** A request submitted again after a rejection: back to "new" in the inbox, with the new summary. */
export async function reopenApprovalRequest(db: Executor, id: string, message: string, now: Date) {
  await db.update(requests).set({ status: 'new', message, updatedAt: now }).where(eq(requests.id, id));
}
