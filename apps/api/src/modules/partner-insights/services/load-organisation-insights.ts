import type { OrganisationInsights } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectOrganisationVenues } from '../insights-repository.ts';
import { loadFigures } from './load-figures.ts';

/** The organisation's venues side by side: each venue's dashboard figures for the period. */
export async function loadOrganisationInsights(
  { db, now }: UseCaseContext,
  partner: Account,
  query: { from: string; to: string },
): Promise<OrganisationInsights> {
  const owned = await selectOrganisationVenues(db, partner.id);
  const rows = [];
  // one venue after another: an organisation has a handful, and each takes a few queries
  for (const venue of owned) {
    if (!venue.adminId) continue;
    const figures = await loadFigures(
      db,
      { adminId: venue.adminId, venueIds: [venue.id], venueId: venue.id },
      query,
      now,
    );
    rows.push({
      venueId: venue.id,
      venueName: venue.name,
      adminName: venue.adminName,
      fillRate: figures.fill.fillRate,
      championsRate: figures.fill.championsRate,
      booked: figures.fill.booked,
      offered: figures.fill.offered,
      noShows: figures.attendance.noShows,
      lateCancels: figures.attendance.lateCancels,
      resold: figures.attendance.resold,
      newCustomers: figures.customers.newCustomers,
      returning: figures.customers.returning,
      newCameBack: figures.customers.newCameBack,
      earnings: figures.money.earnings,
      forecast: figures.money.forecast,
      rating: figures.rating.average,
      reviews: figures.rating.count,
    });
  }
  return { from: query.from, to: query.to, venues: rows };
}
