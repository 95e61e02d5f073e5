import { CATEGORY_ICONS, CATEGORY_KINDS, CATEGORY_NAME_MAX, categorySlug } from '@champions/domain';
import { z } from 'zod';
import { pagination, uuid } from './common.ts';

/** The back office's category lists: venue, activity and equipment categories. */

export const categoryKind = z.enum(CATEGORY_KINDS, { message: 'Neznámý druh kategorie.' });
export const categoryIcon = z.enum(CATEGORY_ICONS, { message: 'Vyberte ikonu ze seznamu.' });

export const categoryListQuery = z.object({
  kind: categoryKind,
  page: z.coerce.number().int().min(1, 'Stránka musí být alespoň 1.').max(10_000).default(1),
});
export type CategoryListQuery = z.infer<typeof categoryListQuery>;

export const categoryParams = z.object({ kind: categoryKind, id: uuid });

const categoryName = z
  .string({ message: 'Vyplňte název.' })
  .trim()
  .min(1, 'Vyplňte název.')
  .max(CATEGORY_NAME_MAX, `Název může mít nejvýše ${CATEGORY_NAME_MAX} znaků.`)
  .refine((name) => categorySlug(name) !== '', 'Název musí obsahovat písmeno nebo číslici.');

/** Name and icon of a category (create and update). */
export const categoryBody = z.object({ name: categoryName, icon: categoryIcon });
export type CategoryBody = z.infer<typeof categoryBody>;

export const createCategoryBody = categoryBody.extend({ kind: categoryKind });
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;

export const moveCategoryBody = z.object({
  direction: z.enum(['up', 'down'], { message: 'Posunout lze nahoru, nebo dolů.' }),
});

export const backofficeCategory = z.object({
  id: uuid,
  kind: categoryKind,
  slug: z.string(),
  name: z.string(),
  icon: categoryIcon.nullable(),
  /** 1-based place in its list (the public filters' order) */
  position: z.number().int().min(1),
  /** activities, venues or venue equipment that use it: such a category cannot be deleted */
  usage: z.number().int().min(0),
});
export type BackofficeCategory = z.infer<typeof backofficeCategory>;

export const categoryListResponse = z.object({
  items: z.array(backofficeCategory),
  pagination,
});
export type CategoryListResponse = z.infer<typeof categoryListResponse>;
