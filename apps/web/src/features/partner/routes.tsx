import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { notYetAll } from '../../shared/routing/routes.tsx';
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
    // Later issues: the dashboards.
    children: notYetAll([PAGES.partner.superadmin, PAGES.partner.admin, PAGES.partner.reception]),
  },
];
