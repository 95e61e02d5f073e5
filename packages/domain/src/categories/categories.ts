/** The three category lists the back office keeps (venue, activity and equipment categories). */
export const CATEGORY_KINDS = ['venue', 'activity', 'equipment'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/**
 * The icons a category may show: the pictograms the web already has (`apps/web/public/illustrations`,
 * the cards' pictures without a photo), by file name. The server accepts no other name.
 */
export const CATEGORY_ICONS = [
  'fitness',
  'joga',
  'plavani',
  'squash',
  'tenis',
  'lezeni',
  'box',
  'pilates',
  'spinning',
  'crossfit',
  'badminton',
  'sauna',
  'default',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

/** The longest category name (a filter label). */
export const CATEGORY_NAME_MAX = 60;

/**
 * The URL slug of a category name: lower case, without diacritics, words joined by '-'
 * ("Jóga & Pilates" -> "joga-pilates"); '' when the name has no letter or digit.
 */
export function categorySlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The new order of a list after moving one item up or down by one place; the list unchanged when the
 * item is missing or already at that end.
 */
export function moveInOrder<T>(ids: readonly T[], id: T, direction: 'up' | 'down'): T[] {
  const list = [...ids];
  const from = list.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= list.length) return list;
  [list[from], list[to]] = [list[to] as T, list[from] as T];
  return list;
}
