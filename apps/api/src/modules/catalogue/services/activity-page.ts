import type { ActivityDetail } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { loadActivityDetail } from './activity-detail.ts';

/**
 * GET /api/public/activities/{id}: a published activity as its page shows it, at the moment of the call
 * (loadActivityDetail, which the page's head also reads); ACTIVITY_NOT_FOUND for one that is not published.
 */
export async function loadActivityPage(
  { db, now }: UseCaseContext,
  _actor: null,
  { activityId }: { activityId: string },
): Promise<ActivityDetail> {
  return loadActivityDetail(db, activityId, now);
}
