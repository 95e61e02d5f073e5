import type { OrganisationOverview } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { loadEarnings } from '../../partner/index.ts';
import { listPayouts } from '../../payouts/index.ts';
import { selectOwnedAdmins, selectVenueRatings, selectVenuesOf } from '../repository.ts';

/** The first and last day (YYYY-MM-DD) of a month YYYY-MM. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Every owned admin account side by side for one month: its venues' entries and earnings (the
 * partner module's earnings, the same money rules as /admin/earnings), the month's payouts (the
 * payouts module) and the venues' verified ratings.
 */
export async function loadOrganisationOverview(
  { db }: UseCaseContext,
  partner: Account,
  { month }: { month: string },
): Promise<OrganisationOverview> {
  const admins = await selectOwnedAdmins(db, partner.id);
  const adminIds = admins.map((admin) => admin.id);
  const [venueRows, ratingRows] = await Promise.all([
    selectVenuesOf(db, adminIds),
    selectVenueRatings(db, adminIds),
  ]);
  const ratings = new Map(ratingRows.map((row) => [row.venueId, row]));
  const range = monthRange(month);
  const rows = await Promise.all(
    admins.map(async (admin) => {
      const [earnings, payoutPage] = await Promise.all([
        loadEarnings(db, admin.id, { ...range, groupBy: 'month' }),
        listPayouts(db, { period: month, sort: 'period', page: 1, limit: 50 }, admin.id),
      ]);
      const earned = new Map(earnings.byVenue.map((row) => [row.id, row]));
      const venues = venueRows
        .filter((venue) => venue.adminId === admin.id)
        .map((venue) => {
          const rating = ratings.get(venue.id);
          return {
            venueId: venue.id,
            venueName: venue.name,
            entries: earned.get(venue.id)?.entries ?? 0,
            earnings: earned.get(venue.id)?.earnings ?? 0,
            rating: {
              average: rating?.average ? oneDecimal(Number(rating.average)) : null,
              count: rating?.count ?? 0,
            },
          };
        });
      const rated = venues.reduce((sum, venue) => sum + venue.rating.count, 0);
      const ratingSum = venues.reduce(
        (sum, venue) => sum + (venue.rating.average ?? 0) * venue.rating.count,
        0,
      );
      return {
        adminId: admin.id,
        name: admin.companyName || admin.name,
        email: admin.email,
        entries: earnings.totals.entries,
        earnings: earnings.totals.earnings,
        rating: { average: rated > 0 ? oneDecimal(ratingSum / rated) : null, count: rated },
        venues,
        payouts: payoutPage.payouts,
        balance: earnings.balance,
        bankAccountMissing: earnings.bankAccountMissing,
      };
    }),
  );
  return {
    month,
    admins: rows,
    totals: {
      entries: rows.reduce((sum, row) => sum + row.entries, 0),
      earnings: rows.reduce((sum, row) => sum + row.earnings, 0),
      payouts: rows.reduce(
        (sum, row) => sum + row.payouts.reduce((all, payout) => all + payout.amount, 0),
        0,
      ),
    },
  };
}
