import type { Executor } from '../../../db/client.ts';
import type { Account } from '../../auth/index.ts';
import { deleteSavedActivity } from '../repository.ts';

/** Removes a saved activity; removing what is not saved changes nothing. */
export async function unsaveActivity(db: Executor, user: Account, activityId: string) {
  await deleteSavedActivity(db, user.id, activityId);
  return { activityId, saved: false };
}
