import type { CategoryListQuery, CategoryListResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { listCategoryPage } from '../categories-repository.ts';
import { categoryView } from './category-view.ts';

/** A page of the back office's table of one category list. */
export const CATEGORY_PAGE_SIZE = 20;

/** One page of a category list in the public filters' order, with how much uses each category. */
export async function listCategories(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: CategoryListQuery,
): Promise<CategoryListResponse> {
  const { rows, total } = await listCategoryPage(db, query.kind, query.page, CATEGORY_PAGE_SIZE);
  return {
    items: rows.map((row) => categoryView(query.kind, row)),
    pagination: {
      page: query.page,
      limit: CATEGORY_PAGE_SIZE,
      total,
      totalPages: Math.ceil(total / CATEGORY_PAGE_SIZE),
    },
  };
}
