import type { AdminActivity } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import type { ActivityData } from './activity-input.ts';
import { createActivity } from './create-activity.ts';
import { getActivity } from './get-activity.ts';

/** POST /api/admin/activities: a new activity of the partner (unpublished), answered as the panel shows it. */
export async function createOwnActivity(
  { db, now }: UseCaseContext,
  admin: Account,
  data: ActivityData,
): Promise<AdminActivity> {
  const id = await createActivity(db, admin.id, data);
  return getActivity(db, admin.id, id, now);
}
