import type { BackofficeCategory, CreateCategoryBody } from '@champions/contract';
import { categorySlug } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import {
  findCategoryBySlug,
  insertCategory,
  lockCategoryOrder,
  positionOf,
} from '../categories-repository.ts';
import { recordAudit } from '../repository.ts';
import { auditedCategory, categoryView } from './category-view.ts';

/**
 * Adds a category at the end of its list, audited; its slug (the filters' URL word) comes from the
 * name and stays when the name changes. A name whose slug is taken: 409.
 */
export async function createCategory(
  { db, catalogueChanged }: UseCaseContext,
  superadmin: Account,
  body: CreateCategoryBody,
): Promise<BackofficeCategory> {
  const slug = categorySlug(body.name);
  const row = await db.transaction(async (tx) => {
    await lockCategoryOrder(tx, body.kind);
    if (await findCategoryBySlug(tx, body.kind, slug)) throw new AppError('CATEGORY_EXISTS');
    const created = await insertCategory(tx, body.kind, { slug, name: body.name, icon: body.icon });
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'category.create',
      targetId: created.id,
      data: { kind: body.kind, before: null, after: auditedCategory(created) },
    });
    return created;
  });
  catalogueChanged('backoffice');
  const position = await positionOf(db, body.kind, row.id);
  return categoryView(body.kind, { ...row, position, usage: 0 });
}
