import { BRAND } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { subscriptionPages } from '../subscriptions/pages.ts';

const plans = () => import('./PlansPage.tsx');

/** Plans, PAYG+, the Championship landing page and checkout, payment (SPEC 2 "Public"). */
export const plansRoutes: RouteObject[] = [
  { path: '/plany', lazy: () => plans().then((m) => ({ Component: m.PlansPage })) },
  { path: '/cenik', lazy: () => plans().then((m) => ({ Component: m.PlansPage })) },
  {
    path: '/paygplus',
    lazy: () => import('./PaygPlusPage.tsx').then((m) => ({ Component: m.PaygPlusPage })),
  },
  {
    path: BRAND.membershipPath,
    lazy: () => import('./ChampionshipPage.tsx').then((m) => ({ Component: m.ChampionshipPage })),
  },
  {
    path: BRAND.membershipCheckoutPath,
    lazy: subscriptionPages.checkout,
  },
  { path: '/platba', lazy: () => import('./PaymentPage.tsx').then((m) => ({ Component: m.PaymentPage })) },
];
