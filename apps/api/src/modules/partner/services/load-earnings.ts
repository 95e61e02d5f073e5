import type { EarningsResponse } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { partnerPayable } from '../../books/index.ts';
import { selectEarningTotals, selectPayoutPosition } from '../earnings-repository.ts';
import { periodKeys, type Query, rangeOf } from './earnings-range.ts';

/**
 * Earnings per day or month and per venue and activity (from the entries table), and the payout balance:
 * what the partner is still owed is read from the books (`partner_payable`).
 */
export async function loadEarnings(db: Executor, adminId: string, query: Query): Promise<EarningsResponse> {
  const [earned, position, owed] = await Promise.all([
    selectEarningTotals(db, rangeOf(adminId, query), query.groupBy),
    selectPayoutPosition(db, adminId),
    partnerPayable(db, adminId),
  ]);
  const { periods: periodRows, byVenue: venueRows, byActivity: activityRows, totals } = earned;
  const { payoutRows } = position;
  const byPeriod = new Map(periodRows.map((row) => [row.period, row]));
  const paid = Number(payoutRows.find((row) => row.status === 'paid')?.amount ?? 0);
  // approved and exported payouts are on their way; drafts are still under review, so still accrued
  const onTheirWay = payoutRows.filter((row) => row.status === 'approved' || row.status === 'exported');
  const approved = onTheirWay.reduce((sum, row) => sum + Number(row.amount ?? 0), 0);
  // owed and not yet in a payout on its way (that payout's gross, commission included, leaves the debt)
  const accrued = owed - onTheirWay.reduce((sum, row) => sum + Number(row.gross ?? 0), 0);
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
    balance: { accrued: Math.max(0, accrued), approved, paid },
    payoutFrequency: position.payoutFrequency ?? 'monthly',
    // the payout computation leaves a partner without a bank account out (computePayouts)
    bankAccountMissing: position.bankAccount.trim() === '',
  };
}
