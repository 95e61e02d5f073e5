import type { RouteObject } from 'react-router';

const about = () => import('./AboutPage.tsx');
const terms = () => import('./TermsPage.tsx');
const userTerms = () => terms().then((m) => ({ Component: m.UserTermsPage }));

/** About, contact and legal pages (SPEC 2 "Public"). */
export const infoRoutes: RouteObject[] = [
  { path: '/about', lazy: () => about().then((m) => ({ Component: m.AboutPage })) },
  { path: '/o-nas', lazy: () => about().then((m) => ({ Component: m.AboutPage })) },
  { path: '/contact', lazy: () => import('./ContactPage.tsx').then((m) => ({ Component: m.ContactPage })) },
  { path: '/terms', lazy: () => terms().then((m) => ({ Component: m.PartnerTermsPage })) },
  { path: '/user-terms', lazy: userTerms },
  { path: '/terms-user', lazy: userTerms },
  { path: '/user-term', lazy: userTerms },
  { path: '/privacy', lazy: () => terms().then((m) => ({ Component: m.PrivacyPage })) },
];
