import { and, eq, gte, isNull, lt, sql, sum } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accounts, activities, entries, partnerSettings, payouts, tickets, venues } from '../../db/schema.ts';

/** Which entries count: the partner's, scanned in [from, to), optionally of one venue or activity. */
export interface EntryRange {
  adminId: string;
  from: Date;
  to: Date;
  venueId?: string | undefined;
  activityId?: string | undefined;
}

const pragueLocal = sql`timezone('Europe/Prague', ${entries.scannedAt})`;

function entryScope(range: EntryRange) {
  return and(
    eq(venues.adminId, range.adminId),
    gte(entries.scannedAt, range.from),
    lt(entries.scannedAt, range.to),
    // a scan the back office voided earns nothing and does not count
    isNull(entries.voidedAt),
    range.venueId ? eq(venues.id, range.venueId) : undefined,
    range.activityId ? eq(activities.id, range.activityId) : undefined,
  );
}

const totalsColumns = {
  entries: sql<number>`count(*)::int`,
  earnings: sql<number>`coalesce(sum(${entries.partnerEarning}), 0)::bigint`,
};

/** Entries joined with their venue and activity, selecting the given columns and the totals. */
function entryTotals<T extends SelectedFields>(db: Executor, columns: T) {
  return db
    .select({ ...columns, ...totalsColumns } as T & typeof totalsColumns)
    .from(entries)
    .innerJoin(venues, eq(venues.id, entries.venueId))
    .innerJoin(tickets, eq(tickets.id, entries.ticketId))
    .innerJoin(activities, eq(activities.id, tickets.activityId));
}

/** Entries and earnings of the range per Prague day or month, per venue, per activity and in total. */
export async function selectEarningTotals(db: Executor, range: EntryRange, groupBy: 'day' | 'month') {
  const scope = entryScope(range);
  const periodExpr =
    groupBy === 'day'
      ? sql<string>`to_char(${pragueLocal}, 'YYYY-MM-DD')`
      : sql<string>`to_char(${pragueLocal}, 'YYYY-MM')`;
  const [periods, byVenue, byActivity, totals] = await Promise.all([
    entryTotals(db, { period: periodExpr }).where(scope).groupBy(periodExpr),
    entryTotals(db, { id: venues.id, name: venues.name })
      .where(scope)
      .groupBy(venues.id, venues.name)
      .orderBy(venues.name),
    entryTotals(db, { id: activities.id, name: activities.name, venueName: venues.name })
      .where(scope)
      .groupBy(activities.id, activities.name, venues.name)
      .orderBy(venues.name, activities.name),
    entryTotals(db, {}).where(scope),
  ]);
  return { periods, byVenue, byActivity, totals: totals[0] };
}

/** The partner's payouts per status (net amount and gross before commission), and how often they are paid. */
export async function selectPayoutPosition(db: Executor, adminId: string) {
  const [payoutRows, settings] = await Promise.all([
    db
      .select({ status: payouts.status, amount: sum(payouts.amount), gross: sum(payouts.gross) })
      .from(payouts)
      .where(eq(payouts.adminId, adminId))
      .groupBy(payouts.status),
    db
      .select({ payoutFrequency: partnerSettings.payoutFrequency, bankAccount: partnerSettings.bankAccount })
      .from(partnerSettings)
      .where(eq(partnerSettings.adminId, adminId)),
  ]);
  return {
    payoutRows,
    payoutFrequency: settings[0]?.payoutFrequency,
    bankAccount: settings[0]?.bankAccount ?? '',
  };
}

/** One row per admitted entry of the range, oldest first (for the CSV export). */
export async function selectEntryRows(db: Executor, range: EntryRange) {
  return db
    .select({
      scannedAt: entries.scannedAt,
      venueName: venues.name,
      activityName: activities.name,
      userName: accounts.name,
      earning: entries.partnerEarning,
    })
    .from(entries)
    .innerJoin(venues, eq(venues.id, entries.venueId))
    .innerJoin(tickets, eq(tickets.id, entries.ticketId))
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(accounts, eq(accounts.id, entries.userId))
    .where(entryScope(range))
    .orderBy(entries.scannedAt)
    .limit(50_000);
}
