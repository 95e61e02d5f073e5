import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, activities, entries, tickets, venues } from '../../db/schema.ts';

/** The tickets of one slot with their customer's name (for the first name), oldest first. */
export async function selectSlotTickets(db: Executor, slotId: string) {
  return db
    .select({
      ticketId: tickets.id,
      isUsed: tickets.isUsed,
      isCancelled: tickets.isCancelled,
      expiredAt: tickets.expiredAt,
      createdAt: tickets.createdAt,
      name: accounts.name,
    })
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.userId))
    .where(eq(tickets.timeSlotId, slotId))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
}

/** The partner's admissions (not voided) scanned in [from, to), of one venue when given, oldest first. */
export async function selectAdmissions(
  db: Executor,
  adminId: string,
  query: { from: Date; to: Date; venueId?: string | undefined },
) {
  return db
    .select({
      entryId: entries.id,
      ticketId: entries.ticketId,
      venueId: venues.id,
      venueName: venues.name,
      activityId: activities.id,
      activityName: activities.name,
      slotId: tickets.timeSlotId,
      name: accounts.name,
      admittedAt: entries.scannedAt,
    })
    .from(entries)
    .innerJoin(venues, eq(venues.id, entries.venueId))
    .innerJoin(tickets, eq(tickets.id, entries.ticketId))
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(accounts, eq(accounts.id, entries.userId))
    .where(
      and(
        eq(venues.adminId, adminId),
        isNull(entries.voidedAt),
        gte(entries.scannedAt, query.from),
        lt(entries.scannedAt, query.to),
        ...(query.venueId ? [eq(venues.id, query.venueId)] : []),
      ),
    )
    .orderBy(asc(entries.scannedAt), asc(entries.id));
}
