import type { InsightsResponse } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectAdminVenues } from '../insights-repository.ts';
import { loadFigures } from './load-figures.ts';

/**
 * The partner's dashboard for a period and one of its venues or all. A venue of another partner looks
 * exactly like one that does not exist (404).
 */
export async function loadInsights(
  { db, now }: UseCaseContext,
  admin: Account,
  query: { from: string; to: string; venueId?: string | undefined },
): Promise<InsightsResponse> {
  const adminId = admin.id;
  const venues = await selectAdminVenues(db, adminId);
  if (query.venueId && !venues.some((venue) => venue.id === query.venueId)) {
    throw new AppError('PARTNER_VENUE_NOT_FOUND');
  }
  const venueIds = query.venueId ? [query.venueId] : venues.map((venue) => venue.id);
  const figures = await loadFigures(db, { adminId, venueIds, venueId: query.venueId }, query, now);
  return { from: query.from, to: query.to, venueId: query.venueId ?? null, venues, ...figures };
}
