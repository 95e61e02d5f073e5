import type { Executor } from '../../../db/client.ts';
import { ownActivity } from '../scope.ts';
import { listActivities } from './list-activities.ts';

export async function getActivity(db: Executor, adminId: string, activityId: string, now: Date) {
  await ownActivity(db, adminId, activityId);
  const [activity] = await listActivities(db, adminId, now, { activityId });
  return activity!;
}
