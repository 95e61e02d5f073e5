import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { activityExists, insertSavedActivity } from '../repository.ts';

/** Saves an activity; saving twice changes nothing. An unknown activity: 404. */
export async function saveActivity(
  { db }: UseCaseContext,
  user: Account,
  { activityId }: { activityId: string },
) {
  if (!(await activityExists(db, activityId))) throw new AppError('ACTIVITY_NOT_FOUND');
  await insertSavedActivity(db, user.id, activityId);
  return { activityId, saved: true };
}
