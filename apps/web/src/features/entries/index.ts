/**
 * What other features use of entries: the buy panel, bar and reviews of the activity detail (loaded when they first
 * render), today's list, the pages.
 */
export { LazyActivityReviews, LazyBuyEntry, LazyStickyBuyBar } from './LazyDetailParts.tsx';
export { PartnerReviews } from './PartnerReviews.tsx';
export { entryPages } from './pages.ts';
export { usePlaces } from './places.ts';
export { useQuote } from './queries.ts';
export { type HandedOver, ScanScreen, TodayEntries } from './ScanScreen.tsx';
