import { fieldError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { updateOption } from '../price-repository.ts';
import { ownOption } from '../scope.ts';
import { onePrice, type PriceInput } from './price-helpers.ts';

/** Changes name, price or duration; an option stays with its activity. */
export async function changePrice(
  { db, now, catalogueChanged }: UseCaseContext,
  admin: Account,
  { optionId, ...input }: PriceInput & { optionId: string },
) {
  const { option } = await ownOption(db, admin.id, optionId);
  if (input.activityId !== option.activityId) throw fieldError('PRICE_ACTIVITY_FIXED', 'body.activityId');
  await updateOption(db, option.id, {
    name: input.name,
    price: input.price,
    durationMinutes: input.durationMinutes,
  });
  catalogueChanged('prices');
  return onePrice(db, admin.id, option.id, now);
}
