import type { EarningsResponse, earningsQuery } from '@champions/contract';
import { and, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { accounts, activities, entries, partnerSettings, payouts, tickets, venues } from '../../db/schema.ts';
import { PARTNER_TEXTS } from '../../shared/messages.ts';
import { pragueDayStart } from '../../shared/prague-time.ts';

type Query = z.output<typeof earningsQuery>;
const DAY_MS = 86_400_000;

const nextDay = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + DAY_MS).toISOString().slice(0, 10);
};

/** Every day (YYYY-MM-DD) or month (YYYY-MM) between two dates, so the chart shows empty periods too. */
export function periodKeys(from: string, to: string, groupBy: 'day' | 'month'): string[] {
  const keys: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    const key = groupBy === 'day' ? day : day.slice(0, 7);
    if (keys[keys.length - 1] !== key) keys.push(key);
    if (keys.length > 400) break;
  }
  return keys;
}

const pragueLocal = sql`timezone('Europe/Prague', ${entries.scannedAt})`;

/** Entries scanned at the partner's venues in the range, with the filters of the query. */
function entryScope(adminId: string, query: Query) {
  return and(
    eq(venues.adminId, adminId),
    gte(entries.scannedAt, pragueDayStart(query.from)),
    lt(entries.scannedAt, pragueDayStart(nextDay(query.to))),
    query.venueId ? eq(venues.id, query.venueId) : undefined,
    query.activityId ? eq(activities.id, query.activityId) : undefined,
  );
}

const totalsColumns = {
  entries: sql<number>`count(*)::int`,
  earnings: sql<number>`coalesce(sum(${entries.partnerEarning}), 0)::bigint`,
};

/** Entries joined with their venue and activity, selecting the given columns and the totals. */
function entryTotals<T extends SelectedFields>(db: Database, columns: T) {
  return db
    .select({ ...columns, ...totalsColumns } as T & typeof totalsColumns)
    .from(entries)
    .innerJoin(venues, eq(venues.id, entries.venueId))
    .innerJoin(tickets, eq(tickets.id, entries.ticketId))
    .innerJoin(activities, eq(activities.id, tickets.activityId));
}

/** Earnings per day or month and per venue and activity (from the entries table), and the payout balance. */
export async function loadEarnings(db: Database, adminId: string, query: Query): Promise<EarningsResponse> {
  const scope = entryScope(adminId, query);
  const periodExpr =
    query.groupBy === 'day'
      ? sql<string>`to_char(${pragueLocal}, 'YYYY-MM-DD')`
      : sql<string>`to_char(${pragueLocal}, 'YYYY-MM')`;
  const [periodRows, venueRows, activityRows, totals, allTime, payoutRows, settings] = await Promise.all([
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
    db
      .select({ earnings: sum(entries.partnerEarning) })
      .from(entries)
      .innerJoin(venues, eq(venues.id, entries.venueId))
      .where(eq(venues.adminId, adminId)),
    db
      .select({ status: payouts.status, amount: sum(payouts.amount) })
      .from(payouts)
      .where(eq(payouts.adminId, adminId))
      .groupBy(payouts.status),
    db
      .select({ payoutFrequency: partnerSettings.payoutFrequency })
      .from(partnerSettings)
      .where(eq(partnerSettings.adminId, adminId)),
  ]);
  const byPeriod = new Map(periodRows.map((row) => [row.period, row]));
  const paid = Number(payoutRows.find((row) => row.status === 'paid')?.amount ?? 0);
  const approved = Number(payoutRows.find((row) => row.status === 'pending')?.amount ?? 0);
  const earnedAllTime = Number(allTime[0]?.earnings ?? 0);
  const money = <T extends { entries: number; earnings: number }>(row: T) => ({
    ...row,
    entries: Number(row.entries),
    earnings: Number(row.earnings),
  });
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    periods: periodKeys(query.from, query.to, query.groupBy).map((period) => {
      const row = byPeriod.get(period);
      return { period, entries: Number(row?.entries ?? 0), earnings: Number(row?.earnings ?? 0) };
    }),
    byVenue: venueRows.map(money),
    byActivity: activityRows.map(money),
    totals: money(totals[0] ?? { entries: 0, earnings: 0 }),
    balance: { accrued: Math.max(0, earnedAllTime - paid - approved), approved, paid },
    payoutFrequency: settings[0]?.payoutFrequency ?? 'monthly',
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const pragueDateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The entries of the range as CSV for Czech spreadsheets: UTF-8 with a BOM, semicolons, decimal
 * comma, one row per admitted entry.
 */
export async function earningsCsv(db: Database, adminId: string, query: Query): Promise<string> {
  const rows = await db
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
    .where(entryScope(adminId, query))
    .orderBy(entries.scannedAt)
    .limit(50_000);
  const lines = [
    PARTNER_TEXTS.earningsCsvHeader.join(';'),
    ...rows.map((row) =>
      [
        pragueDateTime.format(row.scannedAt),
        row.venueName,
        row.activityName,
        row.userName || PARTNER_TEXTS.earningsCsvCustomer,
        (row.earning / 100).toFixed(2).replace('.', ','),
      ]
        .map(csvCell)
        .join(';'),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
