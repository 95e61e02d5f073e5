import { OLD_PAGE_ADDRESSES, PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { subscriptionPages } from '../subscriptions/pages.ts';

const plans = () => import('./PlansPage.tsx').then((m) => ({ Component: m.PlansPage }));

/** Plans, PAYG+, the Championship landing page and checkout, payment (SPEC 2 "Public"). */
export const plansRoutes: RouteObject[] = [
  { path: PAGES.plans, lazy: plans },
  ...OLD_PAGE_ADDRESSES.plans.map((path): RouteObject => ({ path, lazy: plans })),
  {
    path: PAGES.paygPlus,
    lazy: () => import('./PaygPlusPage.tsx').then((m) => ({ Component: m.PaygPlusPage })),
  },
  {
    path: PAGES.membership,
    lazy: () => import('./ChampionshipPage.tsx').then((m) => ({ Component: m.ChampionshipPage })),
  },
  {
    path: PAGES.membershipCheckout,
    lazy: subscriptionPages.checkout,
  },
  {
    path: PAGES.payment,
    lazy: () => import('./PaymentPage.tsx').then((m) => ({ Component: m.PaymentPage })),
  },
];
