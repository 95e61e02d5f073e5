import type { MessageResponse } from '@champions/contract';
import type { Language } from '@champions/domain';
import { type CategoryKind, moveInOrder } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { backofficeTextsIn } from '../../../shared/answer-texts.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Account } from '../../auth/index.ts';
import { lockCategoryOrder, writeCategoryOrder } from '../categories-repository.ts';
import { recordAudit } from '../repository.ts';

/**
 * Moves a category one place up or down, the list's rows locked so that two moves at once cannot
 * mix; audited with the order before and after. At an end of the list the order stays.
 */
export async function moveCategory(
  deps: { db: Database; changed: CatalogueChanged },
  superadmin: Account,
  target: { kind: CategoryKind; id: string },
  direction: 'up' | 'down',
  language: Language = 'cs',
): Promise<MessageResponse> {
  const { kind, id } = target;
  await deps.db.transaction(async (tx) => {
    const before = await lockCategoryOrder(tx, kind);
    if (!before.includes(id)) throw new AppError('CATEGORY_NOT_FOUND');
    const after = moveInOrder(before, id, direction);
    await writeCategoryOrder(tx, kind, after);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'category.reorder',
      targetId: id,
      data: { kind, direction, before, after },
    });
  });
  deps.changed('backoffice');
  return { message: backofficeTextsIn(language).categoryMoved };
}
