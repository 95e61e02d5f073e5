import type { BoActivitiesQuery, BoActivitiesResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { searchActivities, selectPartners } from '../partner-screens-repository.ts';
import { pageOf } from './partner-snapshots.ts';

/** GET /api/superadmin/activities: one page of every partner's activities, with the partners for the filter. */
export async function listBoActivities(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: BoActivitiesQuery,
): Promise<BoActivitiesResponse> {
  const [{ rows, total }, partners] = await Promise.all([searchActivities(db, query), selectPartners(db)]);
  return {
    activities: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    pagination: pageOf(query, total),
    partners,
  };
}
