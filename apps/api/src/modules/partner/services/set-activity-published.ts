import type { Executor } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { updateActivityRow } from '../activity-repository.ts';
import { ownActivity } from '../scope.ts';

export async function setActivityPublished(
  db: Executor,
  changed: CatalogueChanged,
  adminId: string,
  activityId: string,
  published: boolean,
) {
  await ownActivity(db, adminId, activityId);
  await updateActivityRow(db, activityId, { published });
  changed('activities');
}
