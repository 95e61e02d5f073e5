/** What other features use of entries: the buy panel and bar of the activity detail, today's list, the pages. */
export { ActivityReviews, ReviewItem } from './ActivityReviews.tsx';
export { BuyEntry } from './BuyEntry.tsx';
export { PartnerReviews } from './PartnerReviews.tsx';
export { TodayEntries } from './ScanScreen.tsx';
export { StickyBuyBar } from './StickyBuyBar.tsx';

/** The entry pages, loaded on demand (route `lazy` functions). */
export const entryPages = {
  card: () => import('./CardPage.tsx').then((m) => ({ Component: m.CardPage })),
  history: () => import('./HistoryPage.tsx').then((m) => ({ Component: m.HistoryPage })),
  saved: () => import('./SavedPage.tsx').then((m) => ({ Component: m.SavedPage })),
  staffEnters: () => import('./ScanPages.tsx').then((m) => ({ Component: m.StaffEntersPage })),
  adminEnter: () => import('./ScanPages.tsx').then((m) => ({ Component: m.AdminEnterPage })),
};
