import type { MessageResponse } from '@champions/contract';
import { type CategoryKind, moveInOrder } from '@champions/domain';
import { backofficeTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { lockCategoryOrder, writeCategoryOrder } from '../categories-repository.ts';
import { recordAudit } from '../repository.ts';

/**
 * Moves a category one place up or down, the list's rows locked so that two moves at once cannot
 * mix; audited with the order before and after. At an end of the list the order stays.
 */
export async function moveCategory(
  { db, catalogueChanged, language }: UseCaseContext,
  superadmin: Account,
  { kind, id, direction }: { kind: CategoryKind; id: string; direction: 'up' | 'down' },
): Promise<MessageResponse> {
  await db.transaction(async (tx) => {
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
  catalogueChanged('backoffice');
  return { message: backofficeTextsIn(language).categoryMoved };
}
