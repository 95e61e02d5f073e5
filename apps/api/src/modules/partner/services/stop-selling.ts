import type { Language } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError } from '../../../shared/errors.ts';
import { archiveOption, countOptionsOnSale, lockActivity } from '../price-repository.ts';
import { ownOption } from '../scope.ts';

/** Stops selling an option (bought entries stay valid); an activity keeps at least one price. */
export async function stopSelling(
  db: Database,
  changed: CatalogueChanged,
  adminId: string,
  optionId: string,
  language: Language = 'cs',
) {
  const { option } = await ownOption(db, adminId, optionId);
  // Two of the last options stopped at once must not both pass the check.
  await db.transaction(async (tx) => {
    await lockActivity(tx, option.activityId);
    if ((await countOptionsOnSale(tx, option.activityId)) <= 1) throw new AppError('LAST_PRICE');
    await archiveOption(tx, option.id);
  });
  changed('prices');
  return { message: partnerTextsIn(language).priceArchived(option.name) };
}
