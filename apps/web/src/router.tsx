import { PAGES } from '@champions/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './app/layout/RootLayout.tsx';
import { RouteErrorPage } from './app/RouteErrorPage.tsx';
import { accountRoutes } from './features/account/routes.tsx';
import { adminRoutes } from './features/admin/routes.tsx';
import { businessRoutes } from './features/business/routes.tsx';
import { catalogueRoutes } from './features/catalogue/routes.tsx';
import { homeRoutes } from './features/home/routes.tsx';
import { infoRoutes } from './features/info/routes.tsx';
import { partnerRoutes } from './features/partner/routes.tsx';
import { partneringRoutes } from './features/partnering/routes.tsx';
import { plansRoutes } from './features/plans/routes.tsx';
import { staffRoutes } from './features/staff/routes.tsx';
import { superadminRoutes } from './features/superadmin/routes.tsx';
import { trainerRoutes } from './features/trainer/routes.tsx';
import { NotFoundPage } from './shared/ui/NotFoundPage.tsx';

/** Every feature's routes. A new feature adds its folder and one line here. */
export const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...catalogueRoutes,
  ...plansRoutes,
  ...infoRoutes,
  ...partneringRoutes,
  ...accountRoutes,
  ...adminRoutes,
  ...superadminRoutes,
  ...staffRoutes,
  ...trainerRoutes,
  ...partnerRoutes,
  ...businessRoutes,
];

export const routes: RouteObject[] = [
  {
    path: PAGES.home,
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => null,
    children: [
      {
        // Errors of a page render inside the layout, so the header stays usable.
        errorElement: <RouteErrorPage />,
        children: [...featureRoutes, { path: '*', Component: NotFoundPage }],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
