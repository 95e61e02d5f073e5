import type { AdminActivity } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { getActivity } from './get-activity.ts';
import { setActivityPublished } from './set-activity-published.ts';

/** PUT /api/admin/activities/{id}/published: publishes or hides the partner's activity. */
export async function publishOwnActivity(
  { db, now, catalogueChanged }: UseCaseContext,
  admin: Account,
  { activityId, published }: { activityId: string; published: boolean },
): Promise<AdminActivity> {
  await setActivityPublished(db, catalogueChanged, admin.id, activityId, published);
  return getActivity(db, admin.id, activityId, now);
}
