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
  page('/business', 'business'),
  page('/firemni-kontakt', 'business'),
  page('/business-account', 'business'),
  page('/partneri', 'partner'),
  page('/partner', 'partner'),
  page('/partner-admin', 'partner'),
  page('/sign-up-provider', 'partner'),
  page('/create-activity', 'activity'),
  page('/crowdfunding', 'crowdfunding'),
];
