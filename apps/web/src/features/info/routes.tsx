import { OLD_PAGE_ADDRESSES, PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';

const about = () => import('./AboutPage.tsx');
const terms = () => import('./TermsPage.tsx');
const aboutPage = () => about().then((m) => ({ Component: m.AboutPage }));
const userTerms = () => terms().then((m) => ({ Component: m.UserTermsPage }));

/** About, contact and legal pages (SPEC 2 "Public"). */
export const infoRoutes: RouteObject[] = [
  { path: PAGES.about, lazy: aboutPage },
  ...OLD_PAGE_ADDRESSES.about.map((path): RouteObject => ({ path, lazy: aboutPage })),
  {
    path: PAGES.contact,
    lazy: () => import('./ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
  },
  { path: PAGES.terms, lazy: () => terms().then((m) => ({ Component: m.PartnerTermsPage })) },
  { path: PAGES.userTerms, lazy: userTerms },
  ...OLD_PAGE_ADDRESSES.userTerms.map((path): RouteObject => ({ path, lazy: userTerms })),
  { path: PAGES.privacy, lazy: () => terms().then((m) => ({ Component: m.PrivacyPage })) },
];
