import type { Database, Transaction } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { fieldError } from '../../../shared/errors.ts';
import {
  archiveOptions,
  insertOptions,
  selectCurrentOptionIds,
  updateActivityRow,
  updateOption,
} from '../activity-repository.ts';
import { ownActivity } from '../scope.ts';
import { type ActivityData, checkReferences, columns, optionColumns } from './activity-input.ts';

/**
 * Saves the activity and its options in one transaction: options with an id are changed, new ones
 * added, missing ones archived (bought tickets keep pointing at them). `onWrite` runs in the same
 * transaction after the change (the back office's audit row).
 */
export async function updateActivity(
  db: Database,
  changed: CatalogueChanged,
  adminId: string,
  activityId: string,
  data: ActivityData,
  onWrite?: (tx: Transaction) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await ownActivity(tx, adminId, activityId);
    await checkReferences(tx, adminId, data);
    const existingIds = new Set(await selectCurrentOptionIds(tx, activityId));
    for (const option of data.options) {
      if (option.id && !existingIds.has(option.id))
        throw fieldError('OPTION_OF_OTHER_ACTIVITY', 'body.options');
    }
    await updateActivityRow(tx, activityId, columns(data));
    const kept = new Set<string>();
    for (const [index, option] of data.options.entries()) {
      if (option.id) {
        kept.add(option.id);
        await updateOption(tx, option.id, optionColumns(option, index));
      } else {
        await insertOptions(tx, activityId, [optionColumns(option, index)]);
      }
    }
    await archiveOptions(
      tx,
      [...existingIds].filter((id) => !kept.has(id)),
    );
    await onWrite?.(tx);
  });
  changed('activities');
}
