import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { deleteSavedActivity } from '../repository.ts';

/** Removes a saved activity; removing what is not saved changes nothing. */
export async function unsaveActivity(
  { db }: UseCaseContext,
  user: Account,
  { activityId }: { activityId: string },
) {
  await deleteSavedActivity(db, user.id, activityId);
  return { activityId, saved: false };
}
