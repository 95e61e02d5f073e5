import { photoSrcSet } from '@champions/domain';

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

/** What an `<img>` shows for a photo or, without one, the category's pictogram. */
export interface Picture {
  src: string;
  /** every stored width of the photo; absent for a pictogram or a photo stored in one width */
  srcSet?: string;
  /** a pictogram is art drawn for its box: shown whole (never cropped), a photo fills its box */
  pictogram: boolean;
}

/** The picture of an activity or venue: its photo with every stored width, else the pictogram. */
export function pictureOf(
  photo: string | null | undefined,
  categorySlug: string | null | undefined,
): Picture {
  if (!photo) return { src: activityImage(null, categorySlug), pictogram: true };
  const srcSet = photoSrcSet(photo);
  return { src: photo, ...(srcSet ? { srcSet } : {}), pictogram: false };
}
