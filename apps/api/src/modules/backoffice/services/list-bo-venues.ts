import type { BoVenuesQuery, BoVenuesResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { searchVenues, selectPartners } from '../partner-screens-repository.ts';
import { pageOf } from './partner-snapshots.ts';

/** GET /api/superadmin/venues: one page of every partner's venues, with the partners for the filter. */
export async function listBoVenues(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: BoVenuesQuery,
): Promise<BoVenuesResponse> {
  const [{ rows, total }, partners] = await Promise.all([searchVenues(db, query), selectPartners(db)]);
  return {
    venues: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    pagination: pageOf(query, total),
    partners,
  };
}
