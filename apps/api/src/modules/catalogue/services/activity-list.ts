import type { ActivityListQuery, ActivityListResponse } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { listActivities } from '../activity-list-repository.ts';

/** A page of the activity list: search, filters and sorting as asked (activity-list-repository.ts). */
export function loadActivityList(
  db: Database,
  query: ActivityListQuery,
  now: Date,
): Promise<ActivityListResponse> {
  return listActivities(db, query, now);
}
