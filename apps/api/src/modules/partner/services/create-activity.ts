import type { Database, Transaction } from '../../../db/client.ts';
import { insertActivity, insertOptions } from '../activity-repository.ts';
import { type ActivityData, checkReferences, columns, optionColumns } from './activity-input.ts';

/**
 * A new activity starts unpublished, with its options (PAYG prices). `onWrite` runs in the same
 * transaction (the back office's audit row).
 */
export async function createActivity(
  db: Database,
  adminId: string,
  data: ActivityData,
  onWrite?: (tx: Transaction, activityId: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, adminId, data);
    const activityId = await insertActivity(tx, { ...columns(data), published: false });
    await insertOptions(tx, activityId, data.options.map(optionColumns));
    await onWrite?.(tx, activityId);
    return activityId;
  });
}
