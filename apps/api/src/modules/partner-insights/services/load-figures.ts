import type { InsightsFigures } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { loadEarnings } from '../../partner/index.ts';
import { selectAttendance, selectCustomers, selectReviews, selectSlotFacts } from '../insights-repository.ts';
import { insightsPeriod } from './insights-period.ts';
import { slotFigures } from './slot-figures.ts';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Whose venues the figures cover: the venues' owner (for the earnings) and the venue ids. */
export interface FiguresScope {
  adminId: string;
  venueIds: readonly string[];
  /** one venue asked for (its earnings alone), else all the admin's venues */
  venueId?: string | undefined;
}

/**
 * Every figure of the dashboard for one scope and period, from the insights repository; the money
 * earned is the partner module's earnings (the same entries and amounts as /admin/earnings and the
 * books' `earning:<entry>` postings).
 */
export async function loadFigures(
  db: Executor,
  scope: FiguresScope,
  query: { from: string; to: string },
  now: Date,
): Promise<InsightsFigures> {
  const period = insightsPeriod(query);
  const range = { venueIds: scope.venueIds, ...period, now };
  const [slots, attendance, customers, reviews, earned] = await Promise.all([
    selectSlotFacts(db, range),
    selectAttendance(db, range),
    selectCustomers(db, range),
    selectReviews(db, range),
    loadEarnings(db, scope.adminId, {
      from: query.from,
      to: query.to,
      groupBy: 'month',
      venueId: scope.venueId,
    }),
  ]);
  const earnings = scope.venueIds.length === 0 ? 0 : earned.totals.earnings;
  return {
    ...slotFigures(slots),
    attendance: {
      noShows: attendance.noShows,
      ended: attendance.ended,
      lateCancels: attendance.lateCancels,
      resold: attendance.resold,
      recovered: attendance.recovered,
    },
    customers,
    money: {
      entries: scope.venueIds.length === 0 ? 0 : earned.totals.entries,
      earnings,
      booked: attendance.bookedAhead,
      forecast: earnings + attendance.bookedAhead,
    },
    rating: {
      average: reviews.average === null ? null : oneDecimal(reviews.average),
      count: reviews.count,
      latest: reviews.latest.map((review) => ({ ...review, rating: Number(review.rating) })),
    },
  };
}
