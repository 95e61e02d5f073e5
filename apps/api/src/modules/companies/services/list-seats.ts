import type { CompanySeat, CompanySeatsResponse } from '@champions/contract';
import { contributionSplit, payoutPeriodOf, recurringPrice } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { priceDay } from '../../prices/index.ts';
import { loadConfig } from '../../subscriptions/index.ts';
import {
  companyEntryCount,
  countSeats,
  countUsedSeats,
  entryCountsByUser,
  selectSeatPage,
} from '../repository.ts';

type SeatPageRow = Awaited<ReturnType<typeof selectSeatPage>>[number];

const LIVE = ['ACTIVE', 'WAITING_FOR_PAYMENT'];

function stateOf(row: SeatPageRow): CompanySeat['state'] {
  const live = row.subscriptionState !== null && LIVE.includes(row.subscriptionState);
  if (row.seat.removedAt) return live ? 'ending' : 'ended';
  return live ? 'active' : 'invited';
}

function toSeat(row: SeatPageRow, allLocations: number, entries: number): CompanySeat {
  const price = row.seat.areaId ? (row.areaPrice ?? 0) : allLocations;
  const split = contributionSplit(price, row.seat.contribution);
  const state = stateOf(row);
  return {
    id: row.seat.id,
    email: row.seat.email,
    state,
    areaName: row.areaName,
    contribution: row.seat.contribution,
    companyShare: split.company,
    employeeShare: split.employee,
    entriesThisMonth: entries,
    paidUntil: state === 'ending' && row.nextBillingDate ? row.nextBillingDate.toISOString() : null,
    invitedAt: row.seat.invitedAt.toISOString(),
  };
}

async function views(db: Executor, rows: SeatPageRow[], now: Date) {
  const config = await loadConfig(db, priceDay(now));
  const allLocations = recurringPrice({ type: 'CHAMPIONSHIP', area: null }, config);
  const month = payoutPeriodOf('monthly', now);
  const userIds = rows.flatMap((row) => (row.seat.userId ? [row.seat.userId] : []));
  const counts = await entryCountsByUser(db, userIds, month.start, month.end);
  return rows.map((row) =>
    toSeat(row, allLocations, row.seat.userId ? (counts.get(row.seat.userId) ?? 0) : 0),
  );
}

/**
 * The company's seats, paged, with this calendar month's entry counts (Prague calendar). Counts only:
 * no venue, activity or time of an entry leaves this call (the employee's privacy).
 */
export async function listSeats(
  { db, now }: UseCaseContext,
  company: Account,
  query: { page: number; limit: number },
): Promise<CompanySeatsResponse> {
  const companyId = company.id;
  const rows = await selectSeatPage(db, companyId, query);
  const { total, invited } = await countSeats(db, companyId);
  const month = payoutPeriodOf('monthly', now);
  return {
    seats: await views(db, rows, now),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
    summary: {
      used: await countUsedSeats(db, companyId),
      invited,
      entriesThisMonth: await companyEntryCount(db, companyId, month.start, month.end),
    },
  };
}

/** One seat of the company as the list shows it. */
export async function seatView(
  db: Executor,
  companyId: string,
  seatId: string,
  now: Date,
): Promise<CompanySeat> {
  const [row] = await selectSeatPage(db, companyId, { page: 1, limit: 1, seatId });
  if (!row) throw new AppError('COMPANY_SEAT_NOT_FOUND');
  return (await views(db, [row], now))[0]!;
}
