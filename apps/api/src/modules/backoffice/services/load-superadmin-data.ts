import type { SuperadminDataResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, toProfile } from '../../auth/index.ts';
import { loadReferenceLists, selectActivitySummaries } from '../../catalogue/index.ts';
import { listAdminsWithVenueCount, listUsers, listVenues } from '../repository.ts';

/** GET /api/superadmin/ (SPEC 7): everything the back office oversees. */
export async function loadSuperadminData(
  { db, now }: UseCaseContext,
  _superadmin: Account,
): Promise<SuperadminDataResponse> {
  const [reference, activityList, userRows, adminRows, venueRows] = await Promise.all([
    loadReferenceLists(db, now),
    selectActivitySummaries(db, { now }),
    listUsers(db),
    listAdminsWithVenueCount(db),
    listVenues(db),
  ]);
  return {
    ...reference,
    activities: activityList,
    users: userRows.map((u) => ({ ...toProfile(u), credits: u.credits })),
    admins: adminRows.map((a) => ({ ...toProfile(a.account), venueCount: a.venueCount })),
    venues: venueRows,
  };
}
