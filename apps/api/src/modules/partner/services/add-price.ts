import type { Executor } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { fieldError } from '../../../shared/errors.ts';
import { countOptionsOnSale, insertOption } from '../price-repository.ts';
import { ownActivity } from '../scope.ts';
import { onePrice, type PriceInput } from './price-helpers.ts';

/** Adds a priced option to one of the partner's activities, last in its order. */
export async function addPrice(
  db: Executor,
  changed: CatalogueChanged,
  adminId: string,
  input: PriceInput,
  now: Date,
) {
  try {
    await ownActivity(db, adminId, input.activityId);
  } catch {
    throw fieldError('NOT_OWN_ACTIVITY', 'body.activityId');
  }
  const id = await insertOption(db, {
    activityId: input.activityId,
    name: input.name,
    price: input.price,
    durationMinutes: input.durationMinutes,
    sortOrder: await countOptionsOnSale(db, input.activityId),
  });
  changed('prices');
  return onePrice(db, adminId, id, now);
}
