import { CATEGORY_ICONS } from '../categories/categories.ts';
import { photoSrcSet } from './photos.ts';

/** Categories with their own illustration in the web's /public/illustrations (the rest use default.svg). */
const ILLUSTRATED = new Set<string>(CATEGORY_ICONS.filter((icon) => icon !== 'default'));

/** The picture of an activity: its photo, else the illustration of its category. */
export function activityImage(photo: string | null | undefined, categorySlug: string | null | undefined) {
  if (photo) return photo;
  return `/illustrations/${categorySlug && ILLUSTRATED.has(categorySlug) ? categorySlug : 'default'}.svg`;
}

/** The `sizes` of the activity page's hero photo: the page's width, at most 72rem. */
export const DETAIL_HERO_SIZES = '(min-width: 72rem) 72rem, 100vw';

/** The first picture of an activity page: what the web shows on top and the server asks the browser for early. */
export interface HeroImage {
  src: string;
  /** a photo's stored widths with DETAIL_HERO_SIZES; absent for a pictogram */
  srcSet?: string;
  sizes?: string;
}

/**
 * The activity page's hero: the activity's first photo, else its venue's, else its category's pictogram. The
 * server's head preloads exactly this picture, so the browser fetches it while the app's code still loads.
 */
export function activityHeroImage(activity: {
  photos: readonly string[];
  venue: { photos: readonly string[] };
  category: { slug: string } | null;
}): HeroImage {
  const photo = activity.photos[0] ?? activity.venue.photos[0];
  if (!photo) return { src: activityImage(null, activity.category?.slug) };
  const srcSet = photoSrcSet(photo);
  return srcSet ? { src: photo, srcSet, sizes: DETAIL_HERO_SIZES } : { src: photo };
}
