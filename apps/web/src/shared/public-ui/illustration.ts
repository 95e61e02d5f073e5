import { activityImage, photoSrcSet } from '@champions/domain';

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

/** Venue categories whose pictogram is an activity's (a pool shows swimming); the rest use default.svg. */
const VENUE_PICTOGRAMS: Record<string, string> = {
  'fitness-centrum': 'fitness',
  bazen: 'plavani',
  'lezecka-stena': 'lezeni',
};

/** The picture of a venue: its photo with every stored width, else its category's pictogram. */
export function venuePictureOf(photo: string | null | undefined, categorySlug: string | null | undefined) {
  return pictureOf(photo, categorySlug ? VENUE_PICTOGRAMS[categorySlug] : null);
}
