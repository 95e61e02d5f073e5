import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';

type Audience = 'business' | 'partner' | 'activity' | 'crowdfunding';

const page = (path: string, audience: Audience): RouteObject => ({
  path,
  lazy: () =>
    import('./PartneringPage.tsx').then((m) => ({
      Component: () => <m.PartneringPage audience={audience} />,
    })),
});

/** Public partner, business and crowdfunding pages (SPEC 2 "Public"); their forms create requests. */
export const partneringRoutes: RouteObject[] = [
  page(PAGES.business, 'business'),
  page(PAGES.businessContact, 'business'),
  page(PAGES.businessAccount, 'business'),
  page(PAGES.partnerSite, 'partner'),
  page(PAGES.partnerLanding, 'partner'),
  page(PAGES.partnerAdminLanding, 'partner'),
  page(PAGES.providerSignUp, 'partner'),
  page(PAGES.createActivity, 'activity'),
  page(PAGES.crowdfunding, 'crowdfunding'),
];
