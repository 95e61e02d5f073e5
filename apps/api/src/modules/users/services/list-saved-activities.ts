import type { SavedActivitiesResponse } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import type { Account } from '../../auth/index.ts';
import { selectSavedActivitySummaries } from '../repository.ts';

/** The user's saved activities (the heart), by name. */
export async function listSavedActivities(
  db: Executor,
  user: Account,
  now: Date,
): Promise<SavedActivitiesResponse> {
  return { activities: await selectSavedActivitySummaries(db, user.id, now) };
}
