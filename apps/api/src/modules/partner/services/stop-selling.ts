import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { archiveOption, countOptionsOnSale, lockActivity } from '../price-repository.ts';
import { ownOption } from '../scope.ts';

/** Stops selling an option (bought entries stay valid); an activity keeps at least one price. */
export async function stopSelling(
  { db, catalogueChanged, language }: UseCaseContext,
  admin: Account,
  { optionId }: { optionId: string },
) {
  const { option } = await ownOption(db, admin.id, optionId);
  // Two of the last options stopped at once must not both pass the check.
  await db.transaction(async (tx) => {
    await lockActivity(tx, option.activityId);
    if ((await countOptionsOnSale(tx, option.activityId)) <= 1) throw new AppError('LAST_PRICE');
    await archiveOption(tx, option.id);
  });
  catalogueChanged('prices');
  return { message: partnerTextsIn(language).priceArchived(option.name) };
}
