import type { SavedActivitiesResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectSavedActivitySummaries } from '../repository.ts';

/** The user's saved activities (the heart), by name. */
export async function listSavedActivities(
  { db, now }: UseCaseContext,
  user: Account,
): Promise<SavedActivitiesResponse> {
  return { activities: await selectSavedActivitySummaries(db, user.id, now) };
}
