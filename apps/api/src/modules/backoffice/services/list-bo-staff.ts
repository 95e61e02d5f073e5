import type { BoStaffQuery, BoStaffResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { searchStaff, selectPartners, selectStaffVenues } from '../partner-screens-repository.ts';
import { pageOf } from './partner-snapshots.ts';

/** GET /api/superadmin/staff: one page of every partner's receptionists with their venues. */
export async function listBoStaff(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: BoStaffQuery,
): Promise<BoStaffResponse> {
  const [{ rows, total }, partners] = await Promise.all([searchStaff(db, query), selectPartners(db)]);
  const assigned = await selectStaffVenues(
    db,
    rows.map((row) => row.id),
  );
  return {
    staff: rows.map((row) => ({
      ...row,
      venues: assigned.filter((a) => a.staffId === row.id).map(({ id, name }) => ({ id, name })),
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: pageOf(query, total),
    partners,
  };
}
