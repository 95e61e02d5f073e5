import type { DashboardResponse, DashboardWindow } from '@champions/contract';
import { DAY_MS, pragueDayKey, SUBSCRIPTION_TYPES } from '@champions/domain';
import { pragueDayStart } from '../../../shared/prague-time.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectPaidPerDay } from '../../books/index.ts';
import {
  activeSubscriptions,
  type DayCount,
  entriesPerDay,
  failedPaymentsSince,
  listFailedPaymentsSince,
  newUsersPerDay,
  openRequests,
  payoutsDue,
  pendingPartnerRequests,
} from '../dashboard-repository.ts';

const addDays = (isoDate: string, days: number) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
};

/** how many failed payments the dashboard lists (the tile counts them all) */
const FAILED_LISTED = 20;

const byDay = (rows: DayCount[]) => new Map(rows.map((r) => [r.day, Number(r.value)]));

/** GET /api/superadmin/dashboard: the last `days` Prague days (today included) and the state now. */
export async function loadDashboard(
  { db, now }: UseCaseContext,
  _superadmin: Account,
  { days }: { days: DashboardWindow },
): Promise<DashboardResponse> {
  const to = pragueDayKey(now);
  const from = addDays(to, -(days - 1));
  const start = pragueDayStart(from);
  const end = pragueDayStart(addDays(to, 1));
  const since = new Date(now.getTime() - DAY_MS);
  const [entryRows, revenueRows, userRows, plans, due, open, failed, failedRows, pendingPartners] =
    await Promise.all([
      entriesPerDay(db, start, end),
      selectPaidPerDay(db, start, end),
      newUsersPerDay(db, start, end),
      activeSubscriptions(db),
      payoutsDue(db),
      openRequests(db),
      failedPaymentsSince(db, since),
      listFailedPaymentsSince(db, since, FAILED_LISTED),
      pendingPartnerRequests(db),
    ]);
  const [entryMap, revenueMap, userMap] = [byDay(entryRows), byDay(revenueRows), byDay(userRows)];
  const series = Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    return {
      day,
      entries: entryMap.get(day) ?? 0,
      revenue: revenueMap.get(day) ?? 0,
      newUsers: userMap.get(day) ?? 0,
    };
  });
  const sum = (key: 'entries' | 'revenue' | 'newUsers') => series.reduce((total, d) => total + d[key], 0);
  const byArea = new Map<string | null, { areaId: string | null; areaName: string | null; count: number }>();
  for (const plan of plans) {
    const area = byArea.get(plan.areaId) ?? { areaId: plan.areaId, areaName: plan.areaName, count: 0 };
    area.count += Number(plan.count);
    byArea.set(plan.areaId, area);
  }
  return {
    days,
    from,
    to,
    series,
    totals: { entries: sum('entries'), revenue: sum('revenue'), newUsers: sum('newUsers') },
    subscriptions: {
      byType: SUBSCRIPTION_TYPES.map((type) => ({
        type,
        count: plans.filter((p) => p.type === type).reduce((total, p) => total + Number(p.count), 0),
      })),
      byArea: [...byArea.values()].sort(
        (a, b) => b.count - a.count || (a.areaName ?? '').localeCompare(b.areaName ?? '', 'cs'),
      ),
      active: plans.reduce((total, p) => total + Number(p.count), 0),
    },
    payoutsDue: due,
    openRequests: open,
    failedPayments24h: failed,
    failedPayments: failedRows.map((row) => ({ ...row, at: row.at.toISOString() })),
    pendingPartners,
  };
}
