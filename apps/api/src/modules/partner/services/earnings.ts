import type { EarningsResponse, earningsQuery } from '@champions/contract';
import { DAY_MS } from '@champions/domain';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { PARTNER_TEXTS } from '../../../shared/messages.ts';
import { pragueDayStart } from '../../../shared/prague-time.ts';
import {
  type EntryRange,
  selectEarningTotals,
  selectEntryRows,
  selectPayoutPosition,
} from '../earnings-repository.ts';

type Query = z.output<typeof earningsQuery>;

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

/** The query's Prague dates as the instants of the entries it covers. */
const rangeOf = (adminId: string, query: Query): EntryRange => ({
  adminId,
  from: pragueDayStart(query.from),
  to: pragueDayStart(nextDay(query.to)),
  venueId: query.venueId,
  activityId: query.activityId,
});

/** Earnings per day or month and per venue and activity (from the entries table), and the payout balance. */
export async function loadEarnings(db: Executor, adminId: string, query: Query): Promise<EarningsResponse> {
  const [earned, position] = await Promise.all([
    selectEarningTotals(db, rangeOf(adminId, query), query.groupBy),
    selectPayoutPosition(db, adminId),
  ]);
  const { periods: periodRows, byVenue: venueRows, byActivity: activityRows, totals } = earned;
  const { payoutRows } = position;
  const byPeriod = new Map(periodRows.map((row) => [row.period, row]));
  const paid = Number(payoutRows.find((row) => row.status === 'paid')?.amount ?? 0);
  const approved = Number(payoutRows.find((row) => row.status === 'pending')?.amount ?? 0);
  const earnedAllTime = Number(position.earnedAllTime ?? 0);
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
    totals: money(totals ?? { entries: 0, earnings: 0 }),
    balance: { accrued: Math.max(0, earnedAllTime - paid - approved), approved, paid },
    payoutFrequency: position.payoutFrequency ?? 'monthly',
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
export async function earningsCsv(db: Executor, adminId: string, query: Query): Promise<string> {
  const rows = await selectEntryRows(db, rangeOf(adminId, query));
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
