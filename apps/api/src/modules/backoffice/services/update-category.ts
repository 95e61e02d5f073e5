import type { BackofficeCategory, CategoryBody } from '@champions/contract';
import { type CategoryKind, categorySlug } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import {
  findCategory,
  findCategoryBySlug,
  lockCategoryOrder,
  positionOf,
  updateCategory as writeCategory,
} from '../categories-repository.ts';
import { recordAudit } from '../repository.ts';
import { auditedCategory, categoryView } from './category-view.ts';

/**
 * Renames a category or changes its icon, audited with before and after. The slug stays (links to the
 * filters keep working); a name another category of the kind already has: 409.
 */
export async function updateCategory(
  { db, catalogueChanged }: UseCaseContext,
  superadmin: Account,
  { kind, id, ...body }: CategoryBody & { kind: CategoryKind; id: string },
): Promise<BackofficeCategory> {
  const result = await db.transaction(async (tx) => {
    await lockCategoryOrder(tx, kind);
    const before = await findCategory(tx, kind, id);
    if (!before) throw new AppError('CATEGORY_NOT_FOUND');
    const namesake = await findCategoryBySlug(tx, kind, categorySlug(body.name));
    if (namesake && namesake.id !== id) throw new AppError('CATEGORY_EXISTS');
    const after = await writeCategory(tx, kind, id, { name: body.name, icon: body.icon });
    if (!after) throw new AppError('CATEGORY_NOT_FOUND');
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'category.update',
      targetId: id,
      data: { kind, before: auditedCategory(before), after: auditedCategory(after) },
    });
    return { after, usage: before.usage };
  });
  catalogueChanged('backoffice');
  const position = await positionOf(db, kind, id);
  return categoryView(kind, { ...result.after, position, usage: result.usage });
}
