import type { AdminActivity } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import type { ActivityData } from './activity-input.ts';
import { getActivity } from './get-activity.ts';
import { updateActivity } from './update-activity.ts';

/** PUT /api/admin/activities/{id}: saves the partner's activity with its options and answers it as saved. */
export async function editOwnActivity(
  { db, now, catalogueChanged }: UseCaseContext,
  admin: Account,
  { activityId, ...data }: ActivityData & { activityId: string },
): Promise<AdminActivity> {
  await updateActivity(db, catalogueChanged, admin.id, activityId, data);
  return getActivity(db, admin.id, activityId, now);
}
