import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { accountPages } from '../account/pages.ts';

/** Partner dashboards and the partner login (SPEC 2 "Other areas", SPEC 6). */
export const partnerRoutes: RouteObject[] = [
  {
    path: PAGES.partner.login,
    lazy: () => accountPages.login().then((Page) => ({ Component: () => <Page accountRole="partner" /> })),
  },
  {
    // Pathless layout: /partner itself stays the public marketing page (partnering feature).
    lazy: () => import('./PartnerLayout.tsx').then((m) => ({ Component: m.PartnerLayout })),
    children: [
      {
        path: PAGES.partner.superadmin,
        lazy: () => import('./OverviewPage.tsx').then((m) => ({ Component: m.OverviewPage })),
      },
      {
        path: PAGES.partner.admin,
        lazy: () => import('./AdminsPage.tsx').then((m) => ({ Component: m.AdminsPage })),
      },
      {
        path: PAGES.partner.reception,
        lazy: () => import('./ReceptionPage.tsx').then((m) => ({ Component: m.ReceptionPage })),
      },
    ],
  },
];
