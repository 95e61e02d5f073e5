import type { BoActivityDetail } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { getActivity } from '../../partner/index.ts';
import { findPartner, selectPartnerVenues } from '../partner-screens-repository.ts';
import { activityOwner } from './partner-owner.ts';

/** GET /api/superadmin/activities/:id: the activity as its partner edits it, the partner and its venues. */
export async function loadBoActivity(
  { db, now }: UseCaseContext,
  _superadmin: Account,
  { activityId }: { activityId: string },
): Promise<BoActivityDetail> {
  const adminId = await activityOwner(db, activityId);
  const [activity, partner, venues] = await Promise.all([
    getActivity(db, adminId, activityId, now),
    findPartner(db, adminId),
    selectPartnerVenues(db, adminId),
  ]);
  if (!partner) throw new AppError('BO_VENUE_WITHOUT_PARTNER');
  return { activity, partner, venues };
}
