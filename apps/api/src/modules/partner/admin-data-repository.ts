import { and, asc, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activities, entries, tickets, timeSlots, venues } from '../../db/schema.ts';

/** The partner's venues as the dashboard lists them, by name. */
export async function selectVenueSummaries(db: Executor, adminId: string) {
  return db
    .select({
      id: venues.id,
      name: venues.name,
      street: venues.street,
      city: venues.city,
      areaId: venues.areaId,
      published: venues.published,
    })
    .from(venues)
    .where(eq(venues.adminId, adminId))
    .orderBy(asc(venues.name));
}

export async function countActivitiesOfVenues(db: Executor, venueIds: string[]): Promise<number> {
  if (venueIds.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(activities)
    .where(inArray(activities.venueId, venueIds));
  return row?.value ?? 0;
}

/** Entries and earnings (haléře) at the venues scanned in [from, to) (no end: until now). */
export async function entryTotals(db: Executor, venueIds: string[], from: Date, to?: Date) {
  if (venueIds.length === 0) return { entries: 0, earnings: 0 };
  const [row] = await db
    .select({ entries: count(), earnings: sum(entries.partnerEarning) })
    .from(entries)
    .where(
      and(
        inArray(entries.venueId, venueIds),
        gte(entries.scannedAt, from),
        to ? lt(entries.scannedAt, to) : undefined,
      ),
    );
  return { entries: row?.entries ?? 0, earnings: Number(row?.earnings ?? 0) };
}

/** Slots (not cancelled) at the venues starting in [from, to), and their valid tickets. */
export async function slotTotals(db: Executor, venueIds: string[], from: Date, to: Date) {
  if (venueIds.length === 0) return { slots: 0, bookings: 0 };
  const [row] = await db
    .select({
      slots: count(),
      bookings: sql<number>`coalesce(sum((select count(*) from ${tickets} where ${tickets.timeSlotId} = ${timeSlots.id} and not ${tickets.isCancelled})), 0)::int`,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .where(
      and(
        inArray(activities.venueId, venueIds),
        eq(timeSlots.cancelled, false),
        gte(timeSlots.startsAt, from),
        lt(timeSlots.startsAt, to),
      ),
    );
  return { slots: row?.slots ?? 0, bookings: Number(row?.bookings ?? 0) };
}
