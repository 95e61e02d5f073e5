import { PAGES } from '@champions/domain';
import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { RootLayout } from './app/layout/RootLayout.tsx';
import { RouteErrorPage } from './app/RouteErrorPage.tsx';
import { accountRoutes } from './features/account/routes.tsx';
import { catalogueRoutes } from './features/catalogue/routes.tsx';
import { homeRoutes } from './features/home/routes.tsx';
import { infoRoutes } from './features/info/routes.tsx';
import { partneringRoutes } from './features/partnering/routes.tsx';
import { plansRoutes } from './features/plans/routes.tsx';
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
];

/** The id of the route whose children are the pages (the area routes are added there). */
const PAGES_ROUTE_ID = 'pages';
const NOT_FOUND_ROUTE_ID = 'not-found';

/** The root layout around the given page routes. */
export function rootRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: PAGES.home,
      Component: RootLayout,
      errorElement: <RouteErrorPage />,
      HydrateFallback: () => null,
      children: [
        {
          id: PAGES_ROUTE_ID,
          // Errors of a page render inside the layout, so the header stays usable.
          errorElement: <RouteErrorPage />,
          children: [...pages, { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundPage }],
        },
      ],
    },
  ];
}

/** The routes the browser starts with: the area routes come later, see `discoverAreaRoutes`. */
export const routes: RouteObject[] = rootRoutes(featureRoutes);

/** Every route, the areas' too (the server's list of page addresses, tests). */
export async function allRoutes(): Promise<RouteObject[]> {
  const { areaRoutes } = await import('./areaRoutes.ts');
  return rootRoutes([...featureRoutes, ...areaRoutes]);
}

/**
 * React Router's lazy route discovery: an address that only the not-found route matches may belong
 * to an area, so the areas' route table is loaded and added once, and the address matched again.
 */
export function discoverAreaRoutes(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch }) => {
    if (added || matchRoutes(routes, path)?.at(-1)?.route.id !== NOT_FOUND_ROUTE_ID) return;
    const { areaRoutes } = await import('./areaRoutes.ts');
    if (added) return;
    added = true;
    patch(PAGES_ROUTE_ID, areaRoutes);
  };
}

export function createRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAreaRoutes() });
}
