import type { Database } from '../../../db/client.ts';
import { insertActivity, insertOptions } from '../activity-repository.ts';
import { type ActivityData, checkReferences, columns, optionColumns } from './activity-input.ts';

/** A new activity starts unpublished, with its options (PAYG prices). */
export async function createActivity(db: Database, adminId: string, data: ActivityData): Promise<string> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, adminId, data);
    const activityId = await insertActivity(tx, { ...columns(data), published: false });
    await insertOptions(tx, activityId, data.options.map(optionColumns));
    return activityId;
  });
}
