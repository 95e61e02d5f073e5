import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
} from 'react-router';
import { NotFoundPage } from '../ui/NotFoundPage.tsx';
import { type RouteHandle, routeHandle } from './handle.ts';

/**
 * The app's routes are declared as React Router route objects (`path`, `Component` or `lazy`,
 * `loader`, `handle`, `children`) and rendered in declarative mode (`useRoutes` under a
 * `<BrowserRouter>`): the data router's engine (`createBrowserRouter`) would add about 18 kB gzip to
 * the first JavaScript of every page (bench/page-weight.mjs). What the data router did, this module does:
 * - `lazy` pages load with `React.lazy` (one Suspense boundary around the table: the first page shows
 *   once its code is there, and later navigations run in a transition that keeps the current page);
 * - a `loader` runs when its route is entered, to start the page's first request beside its code
 *   (its answer is not used: redirects are `<Navigate>` elements, see `redirectRoute`);
 * - `handle` is read by matching the table (`useRouteHandle`);
 * - the area routes are added the first time an address matches only the not-found route.
 */

/** The id of the catch-all route that shows the 404 page. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

interface RouteTable {
  routes: RouteObject[];
  /** true while the area routes might still hold the current address (not loaded yet) */
  areasPending: boolean;
}

const RouteTableContext = createContext<RouteTable>({ routes: [], areasPending: false });

const converted = new WeakMap<RouteObject, RouteObject>();

/** The route as `useRoutes` renders it (memoized per route object, so a lazy page loads once). */
function toElementRoute(route: RouteObject): RouteObject {
  const known = converted.get(route);
  if (known) return known;
  let Page: ComponentType | undefined = route.Component ?? undefined;
  if (route.lazy && !Page) {
    const load = route.lazy as () => Promise<{ Component?: ComponentType | null }>;
    Page = lazy(() => load().then((module) => ({ default: module.Component ?? (() => null) })));
  }
  let element: ReactNode = route.element ?? (Page ? <Page /> : undefined);
  if (route.id === NOT_FOUND_ROUTE_ID) element = <NotFoundOrAreas />;
  if (route.loader && element) {
    element = <RunLoader loader={route.loader as RouteLoader}>{element}</RunLoader>;
  }
  const result = {
    path: route.path,
    index: route.index,
    caseSensitive: route.caseSensitive,
    element,
    children: route.children?.map(toElementRoute),
  } as RouteObject;
  converted.set(route, result);
  return result;
}

type RouteLoader = (args: LoaderFunctionArgs) => unknown;

/** Runs the route's loader once when the route is entered (it starts the page's first request). */
function RunLoader({ loader, children }: { loader: RouteLoader; children: ReactNode }) {
  const params = useParams();
  const { pathname, search, hash } = useLocation();
  useState(() => {
    const request = new Request(new URL(`${pathname}${search}${hash}`, window.location.origin));
    void loader({ request, params, context: undefined } as unknown as LoaderFunctionArgs);
    return null;
  });
  return children;
}

/** The catch-all: the 404 page, once the area routes are known not to hold the address either. */
function NotFoundOrAreas() {
  const { areasPending } = useContext(RouteTableContext);
  return areasPending ? null : <NotFoundPage />;
}

/**
 * Renders the route table for the current address. `build` makes the whole table from the page
 * routes; `loadAreaRoutes` answers the area routes (loaded on first need). `withAreas` starts with
 * them (tests).
 */
export function RouteTableView({
  build,
  pages,
  loadAreaRoutes,
  withAreas = [],
}: {
  build: (pages: RouteObject[]) => RouteObject[];
  pages: RouteObject[];
  loadAreaRoutes: () => Promise<RouteObject[]>;
  withAreas?: RouteObject[];
}) {
  const [table, setTable] = useState<RouteTable>(() =>
    withAreas.length > 0
      ? { routes: build([...pages, ...withAreas]), areasPending: false }
      : { routes: build(pages), areasPending: true },
  );
  const location = useLocation();
  const loading = useRef(false);
  const needsAreas =
    table.areasPending && matchRoutes(table.routes, location)?.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
  useEffect(() => {
    if (!needsAreas || loading.current) return;
    loading.current = true;
    void loadAreaRoutes().then((areas) =>
      setTable({ routes: build([...pages, ...areas]), areasPending: false }),
    );
  }, [needsAreas, loadAreaRoutes, build, pages]);
  const rendered = useRoutes(table.routes.map(toElementRoute));
  // The first page shows whole, once its code is there (nothing jumps as it arrives); later
  // navigations run in a transition, so the current page stays until the next one is ready.
  return (
    <RouteTableContext.Provider value={table}>
      <Suspense fallback={null}>{rendered}</Suspense>
    </RouteTableContext.Provider>
  );
}

/** What the routes matching the current address declare in their `handle` (deepest wins). */
export function useRouteHandle(): RouteHandle & { waitingForAreas: boolean } {
  const { routes, areasPending } = useContext(RouteTableContext);
  const location = useLocation();
  const matches = matchRoutes(routes, location) ?? [];
  const waitingForAreas = areasPending && matches.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
  return { ...routeHandle(matches), waitingForAreas };
}
