import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { accountPages } from '../account/pages.ts';

/** The business area (SPEC 2 "Other areas"); the /business landing page is in partnering. */
export const businessRoutes: RouteObject[] = [
  {
    lazy: () => import('./BusinessLayout.tsx').then((m) => ({ Component: m.BusinessLayout })),
    children: [
      {
        path: PAGES.businessArea.signIn,
        lazy: () => import('./BusinessSignInPage.tsx').then((m) => ({ Component: m.BusinessSignInPage })),
      },
      {
        path: PAGES.businessArea.signUp,
        lazy: () =>
          accountPages.register().then((Page) => ({ Component: () => <Page accountRole="business" /> })),
      },
      {
        path: PAGES.businessArea.profile,
        lazy: () => import('./BusinessProfilePage.tsx').then((m) => ({ Component: m.BusinessProfilePage })),
      },
    ],
  },
];
