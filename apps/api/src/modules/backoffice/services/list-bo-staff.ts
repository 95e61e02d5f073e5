import type { BoStaffQuery, BoStaffResponse } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { searchStaff, selectPartners, selectStaffVenues } from '../partner-screens-repository.ts';
import { pageOf } from './partner-snapshots.ts';

/** GET /api/superadmin/staff: one page of every partner's receptionists with their venues. */
export async function listBoStaff(db: Executor, query: BoStaffQuery): Promise<BoStaffResponse> {
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
