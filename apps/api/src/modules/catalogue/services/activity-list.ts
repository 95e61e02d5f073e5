import type { ActivityListQuery, ActivityListResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { listActivities } from '../activity-list-repository.ts';

/** A page of the activity list: search, filters and sorting as asked (activity-list-repository.ts). */
export function loadActivityList(
  { db, now }: UseCaseContext,
  _actor: null,
  query: ActivityListQuery,
): Promise<ActivityListResponse> {
  return listActivities(db, query, now);
}
