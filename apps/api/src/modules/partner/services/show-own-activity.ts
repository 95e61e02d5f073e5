import type { AdminActivity } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { getActivity } from './get-activity.ts';

/** GET /api/admin/activities/{id}: one of the partner's activities (another partner's is not found). */
export async function showOwnActivity(
  { db, now }: UseCaseContext,
  admin: Account,
  { activityId }: { activityId: string },
): Promise<AdminActivity> {
  return getActivity(db, admin.id, activityId, now);
}
