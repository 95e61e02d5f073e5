import type { CategoryIcon } from '@champions/domain';

/**
 * A category's icon: the web's pictogram of that name (`/illustrations/<icon>.svg`, the pictures of the
 * cards without a photo). Decorative: the category's name is always written next to it.
 */
export function CategoryIconView({ icon }: { icon: CategoryIcon | null }) {
  if (!icon) return null;
  return <img className="category-icon" src={`/illustrations/${icon}.svg`} alt="" width={32} height={32} />;
}
