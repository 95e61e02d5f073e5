import type { BackofficeCategory } from '@champions/contract';
import { CATEGORY_ICONS, type CategoryIcon, type CategoryKind } from '@champions/domain';
import type { CategoryRow } from '../categories-repository.ts';

const isIcon = (icon: string | null): icon is CategoryIcon =>
  icon !== null && (CATEGORY_ICONS as readonly string[]).includes(icon);

/** A category row as the back office shows it (an icon outside today's set shows as none). */
export function categoryView(
  kind: CategoryKind,
  row: CategoryRow & { position: number; usage: number },
): BackofficeCategory {
  return {
    id: row.id,
    kind,
    slug: row.slug,
    name: row.name,
    icon: isIcon(row.icon) ? row.icon : null,
    position: row.position,
    usage: row.usage,
  };
}

/** What the audit log keeps of a category, before and after a change. */
export const auditedCategory = (row: CategoryRow) => ({
  slug: row.slug,
  name: row.name,
  icon: row.icon,
  sortOrder: row.sortOrder,
});
