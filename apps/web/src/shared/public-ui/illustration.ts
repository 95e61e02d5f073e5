/** Categories with their own illustration in /public/illustrations (the rest use default.svg). */
const ILLUSTRATED = new Set([
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
]);

/** The picture of an activity: its photo, else the illustration of its category. */
export function activityImage(photo: string | null | undefined, categorySlug: string | null | undefined) {
  if (photo) return photo;
  return `/illustrations/${categorySlug && ILLUSTRATED.has(categorySlug) ? categorySlug : 'default'}.svg`;
}
