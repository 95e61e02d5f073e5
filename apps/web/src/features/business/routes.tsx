import type { RouteObject } from 'react-router';

/** The business area (SPEC 2 "Other areas"); the /business landing page is in partnering. */
export const businessRoutes: RouteObject[] = [
  {
    lazy: () => import('./BusinessLayout.tsx').then((m) => ({ Component: m.BusinessLayout })),
    children: [
      {
        path: '/business/sign-in',
        lazy: () => import('./BusinessSignInPage.tsx').then((m) => ({ Component: m.BusinessSignInPage })),
      },
      {
        path: '/business/sign-up',
        lazy: () =>
          import('../account/index.ts').then((m) => ({
            Component: () => <m.RegisterPage accountRole="business" />,
          })),
      },
      {
        path: '/business/profile',
        lazy: () => import('./BusinessProfilePage.tsx').then((m) => ({ Component: m.BusinessProfilePage })),
      },
    ],
  },
];
