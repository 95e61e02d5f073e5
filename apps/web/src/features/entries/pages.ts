/**
 * The entry pages, loaded on demand (route `lazy` functions). Route tables import this file, not
 * index.ts, which brings in the buy panel and the payment modal.
 */
export const entryPages = {
  card: () => import('./CardPage.tsx').then((m) => ({ Component: m.CardPage })),
  history: () => import('./HistoryPage.tsx').then((m) => ({ Component: m.HistoryPage })),
  saved: () => import('./SavedPage.tsx').then((m) => ({ Component: m.SavedPage })),
  staffEnters: () => import('./ScanPages.tsx').then((m) => ({ Component: m.StaffEntersPage })),
  adminEnter: () => import('./ScanPages.tsx').then((m) => ({ Component: m.AdminEnterPage })),
};
