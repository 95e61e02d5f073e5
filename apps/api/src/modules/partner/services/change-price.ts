import type { Executor } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { fieldError } from '../../../shared/errors.ts';
import { updateOption } from '../price-repository.ts';
import { ownOption } from '../scope.ts';
import { onePrice, type PriceInput } from './price-helpers.ts';

/** Changes name, price or duration; an option stays with its activity. */
export async function changePrice(
  db: Executor,
  changed: CatalogueChanged,
  adminId: string,
  optionId: string,
  input: PriceInput,
  now: Date,
) {
  const { option } = await ownOption(db, adminId, optionId);
  if (input.activityId !== option.activityId) throw fieldError('PRICE_ACTIVITY_FIXED', 'body.activityId');
  await updateOption(db, option.id, {
    name: input.name,
    price: input.price,
    durationMinutes: input.durationMinutes,
  });
  changed('prices');
  return onePrice(db, adminId, option.id, now);
}
