import { fieldError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { countOptionsOnSale, insertOption } from '../price-repository.ts';
import { ownActivity } from '../scope.ts';
import { onePrice, type PriceInput } from './price-helpers.ts';

/** Adds a priced option to one of the partner's activities, last in its order. */
export async function addPrice(
  { db, now, catalogueChanged }: UseCaseContext,
  admin: Account,
  input: PriceInput,
) {
  try {
    await ownActivity(db, admin.id, input.activityId);
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
  catalogueChanged('prices');
  return onePrice(db, admin.id, id, now);
}
