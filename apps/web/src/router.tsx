import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { RootLayout } from './app/layout/RootLayout.tsx';
import { accountRoutes } from './features/account/routes.tsx';
import { catalogueRoutes } from './features/catalogue/routes.tsx';
import { friendRoutes } from './features/friends/routes.tsx';
import { homeRoutes } from './features/home/routes.tsx';
import { infoRoutes } from './features/info/routes.tsx';
import { partneringRoutes } from './features/partnering/routes.tsx';
import { plansRoutes } from './features/plans/routes.tsx';
import { trainerPublicRoutes } from './features/trainer/publicRoutes.tsx';
import { voucherRoutes } from './features/vouchers/routes.tsx';
import { walkInPayRoutes } from './features/walk-in-pay/routes.tsx';
import { NOT_FOUND_ROUTE_ID, RouteTableView } from './shared/routing/route-table.tsx';
import { NotFoundPage } from './shared/ui/NotFoundPage.tsx';

/**
 * The routes of the public site and the user area, in the first JavaScript. A new public feature
 * adds one line here; a partner, staff or back-office feature adds it to `areaRoutes.ts` instead.
 */
export const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...catalogueRoutes,
  ...plansRoutes,
  ...infoRoutes,
  ...partneringRoutes,
  ...accountRoutes,
  ...trainerPublicRoutes,
  ...walkInPayRoutes,
  ...voucherRoutes,
  ...friendRoutes,
];

/** The root layout around the given page routes. */
export function rootRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: PAGES.home,
      Component: RootLayout,
      children: [...pages, { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundPage }],
    },
  ];
}

/** The routes the browser starts with: the area routes come later, see `AppRoutes`. */
export const routes: RouteObject[] = rootRoutes(featureRoutes);

const loadAreaRoutes = () => import('./areaRoutes.ts').then((module) => module.areaRoutes);

/** Every route, the areas' too (the server's list of page addresses, tests). */
export async function allRoutes(): Promise<RouteObject[]> {
  return rootRoutes([...featureRoutes, ...(await loadAreaRoutes())]);
}

/**
 * The app's pages for the current address. The area routes (partner, staff, back office...) are
 * loaded and added the first time an address matches no public route; `withAreas` starts with them.
 */
export function AppRoutes({ withAreas }: { withAreas?: RouteObject[] }) {
  return (
    <RouteTableView
      build={rootRoutes}
      pages={featureRoutes}
      loadAreaRoutes={loadAreaRoutes}
      {...(withAreas ? { withAreas } : {})}
    />
  );
}
