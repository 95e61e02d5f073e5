import type { AdminDataResponse } from '@champions/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, activities, entries, tickets, timeSlots, venues } from '../../db/schema.ts';
import { pragueDate, pragueWallTimeToDate } from '../../shared/prague-time.ts';
import { type Account, toProfile } from '../auth/index.ts';
import { loadReferenceLists } from '../catalogue/index.ts';

/** GET /api/admin/{adminId} (SPEC 7): the partner, their venues, reference lists, recent scans and totals. */
export async function loadAdminData(
  db: Database,
  admin: Account,
  now: Date,
  impersonatedBy: string | null,
): Promise<AdminDataResponse> {
  const venueRows = await db
    .select({
      id: venues.id,
      name: venues.name,
      street: venues.street,
      city: venues.city,
      areaId: venues.areaId,
      published: venues.published,
    })
    .from(venues)
    .where(eq(venues.adminId, admin.id))
    .orderBy(asc(venues.name));
  const venueIds = venueRows.map((v) => v.id);
  const today = pragueDate(now);
  const monthStart = pragueWallTimeToDate(today.year, today.month, 1, 0);
  const dayStart = pragueWallTimeToDate(today.year, today.month, today.day, 0);
  const dayEnd = new Date(
    pragueWallTimeToDate(today.year, today.month, today.day, 12).getTime() + 12 * 3_600_000,
  );

  const [reference, scans, activityCount, monthTotals, todayTotals, todaySlots] = await Promise.all([
    loadReferenceLists(db),
    venueIds.length
      ? db
          .select({
            id: entries.id,
            venueName: venues.name,
            activityName: activities.name,
            userName: accounts.name,
            scannedAt: entries.scannedAt,
            partnerEarning: entries.partnerEarning,
          })
          .from(entries)
          .innerJoin(venues, eq(venues.id, entries.venueId))
          .innerJoin(tickets, eq(tickets.id, entries.ticketId))
          .innerJoin(activities, eq(activities.id, tickets.activityId))
          .innerJoin(accounts, eq(accounts.id, entries.userId))
          .where(inArray(entries.venueId, venueIds))
          .orderBy(desc(entries.scannedAt))
          .limit(20)
      : Promise.resolve([]),
    venueIds.length
      ? db.select({ value: count() }).from(activities).where(inArray(activities.venueId, venueIds))
      : Promise.resolve([{ value: 0 }]),
    venueIds.length
      ? db
          .select({ entries: count(), earnings: sum(entries.partnerEarning) })
          .from(entries)
          .where(and(inArray(entries.venueId, venueIds), gte(entries.scannedAt, monthStart)))
      : Promise.resolve([{ entries: 0, earnings: '0' }]),
    venueIds.length
      ? db
          .select({ entries: count(), earnings: sum(entries.partnerEarning) })
          .from(entries)
          .where(
            and(
              inArray(entries.venueId, venueIds),
              gte(entries.scannedAt, dayStart),
              lt(entries.scannedAt, dayEnd),
            ),
          )
      : Promise.resolve([{ entries: 0, earnings: '0' }]),
    venueIds.length
      ? db
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
              gte(timeSlots.startsAt, dayStart),
              lt(timeSlots.startsAt, dayEnd),
            ),
          )
      : Promise.resolve([{ slots: 0, bookings: 0 }]),
  ]);

  return {
    admin: { ...toProfile(admin), venues: venueRows },
    ...reference,
    recentScans: scans.map((s) => ({ ...s, scannedAt: s.scannedAt.toISOString() })),
    computedData: {
      venueCount: venueRows.length,
      activityCount: activityCount[0]?.value ?? 0,
      entriesThisMonth: monthTotals[0]?.entries ?? 0,
      earningsThisMonth: Number(monthTotals[0]?.earnings ?? 0),
      entriesToday: todayTotals[0]?.entries ?? 0,
      earningsToday: Number(todayTotals[0]?.earnings ?? 0),
      slotsToday: todaySlots[0]?.slots ?? 0,
      bookingsToday: Number(todaySlots[0]?.bookings ?? 0),
    },
    impersonatedBy,
  };
}
