/** What other features use of entries: the buy panel and bar of the activity detail, today's list, the pages. */
export { ActivityReviews, ReviewItem } from './ActivityReviews.tsx';
export { BuyEntry } from './BuyEntry.tsx';
export { LazyActivityReviews, LazyBuyEntry, LazyStickyBuyBar } from './LazyDetailParts.tsx';
export { PartnerReviews } from './PartnerReviews.tsx';
export { entryPages } from './pages.ts';
export { usePlaces } from './places.ts';
export { useQuote } from './queries.ts';
export { type HandedOver, ScanScreen, TodayEntries } from './ScanScreen.tsx';
export { StickyBuyBar } from './StickyBuyBar.tsx';
