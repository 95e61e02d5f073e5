/** Pieces shared by the public pages (catalogue, home, plans, info, partnering). */
import './public.css';

export { ActivityCard, ActivityCardSkeleton } from './ActivityCard.tsx';
export {
  DAY_NAMES,
  dayKeyToDate,
  formatDate,
  formatDay,
  formatDistance,
  formatLongDate,
  formatSlot,
  formatTime,
  nextDays,
  WEEK_ORDER,
} from './format.ts';
export { type Picture, pictureOf, venuePictureOf } from './illustration.ts';
export { LocationOffer } from './LocationOffer.tsx';
export { PlaceBar } from './PlaceBar.tsx';
export {
  answerLocationOffer,
  distanceMetres,
  type Place,
  readPlace,
  savePlace,
  shouldOfferLocation,
} from './place.ts';
export { type PriceDisplay, priceDisplay } from './price.ts';
export { type PlanPrices, paygPlusFee, perPeriod, planPrices } from './prices.ts';
export {
  publicKeys,
  useCatalogueFilters,
  usePublicData,
  userDataKey,
  useSeller,
  useUserAccount,
  useUserData,
} from './queries.ts';
export { subscriptionStatus } from './subscription.ts';
export { type GeoState, useGeolocation } from './useGeolocation.ts';
export { type PageMeta, pageTitle, usePageMeta } from './usePageMeta.ts';
