import type { MessageResponse } from '@champions/contract';
import type { CategoryKind } from '@champions/domain';
import { backofficeTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findCategory, lockCategoryOrder, deleteCategory as removeRow } from '../categories-repository.ts';
import { recordAudit } from '../repository.ts';
import { auditedCategory } from './category-view.ts';

/** Postgres' foreign key violation: a row started to use the category after it was counted. */
const FOREIGN_KEY_VIOLATION = '23503';

const isForeignKeyViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === FOREIGN_KEY_VIOLATION || cause.cause?.code === FOREIGN_KEY_VIOLATION;
};

/**
 * Deletes a category nothing uses, audited with what it was. A category that activities, venues or
 * venue equipment use: 409 with how many (the foreign keys refuse it also when one arrives meanwhile).
 */
export async function deleteCategory(
  { db, catalogueChanged, language }: UseCaseContext,
  superadmin: Account,
  { kind, id }: { kind: CategoryKind; id: string },
): Promise<MessageResponse> {
  try {
    await db.transaction(async (tx) => {
      await lockCategoryOrder(tx, kind);
      const before = await findCategory(tx, kind, id);
      if (!before) throw new AppError('CATEGORY_NOT_FOUND');
      if (before.usage > 0) throw new AppError('CATEGORY_IN_USE', { params: { count: before.usage } });
      await removeRow(tx, kind, id);
      await recordAudit(tx, {
        actorId: superadmin.id,
        action: 'category.delete',
        targetId: id,
        data: { kind, before: auditedCategory(before), after: null },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CATEGORY_IN_USE', { params: { count: 1 } });
    throw error;
  }
  catalogueChanged('backoffice');
  return { message: backofficeTextsIn(language).categoryDeleted };
}
