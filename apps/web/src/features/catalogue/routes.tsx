import { OLD_PAGE_ADDRESSES, PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { redirectRoute } from '../../shared/routing/routes.tsx';

const list = () => import('./ActivitiesPage.tsx');
const detail = () => import('./ActivityDetailPage.tsx');
const venue = () => import('./VenuePage.tsx');
// The list's and the detail's first request starts when the route is entered, beside the page's code
// (shared/routing/route-table.tsx runs a route's loader once; a change of filters or of the activity on
// the page is the page's own request).
const prefetch = () => import('./prefetch.ts');
// Leaflet loads only with the map page and the small maps of detail pages (their own chunks).
const map = () => import('./MapPage.tsx');

/** Activity list, detail, campaign pages, map and venues (SPEC 2 "Public"). */
export const catalogueRoutes: RouteObject[] = [
  {
    path: PAGES.activities,
    loader: ({ request }) => {
      void prefetch().then((m) => m.prefetchActivityList(new URL(request.url).searchParams));
      return null;
    },
    lazy: () => list().then((m) => ({ Component: m.ActivitiesPage })),
  },
  ...OLD_PAGE_ADDRESSES.activities.map((path) => redirectRoute(path, PAGES.activities)),
  ...[PAGES.activityPattern, ...OLD_PAGE_ADDRESSES.activityPattern].map(
    (path): RouteObject => ({
      path,
      loader: ({ params }) => {
        void prefetch().then((m) => m.prefetchActivity(params.activityId ?? params.id));
        return null;
      },
      lazy: () => detail().then((m) => ({ Component: m.ActivityDetailPage })),
    }),
  ),
  {
    path: PAGES.campaign.activities,
    lazy: () => list().then((m) => ({ Component: () => <m.ActivitiesPage variant="campaign" /> })),
  },
  {
    path: PAGES.campaign.activityPattern,
    lazy: () => detail().then((m) => ({ Component: () => <m.ActivityDetailPage variant="campaign" /> })),
  },
  { path: PAGES.map, lazy: () => map().then((m) => ({ Component: m.MapPage })) },
  { path: PAGES.campaign.map, lazy: () => map().then((m) => ({ Component: m.MapPage })) },
  { path: PAGES.venues, lazy: () => import('./VenuesPage.tsx').then((m) => ({ Component: m.VenuesPage })) },
  ...OLD_PAGE_ADDRESSES.venuePattern.map(
    (path): RouteObject => ({ path, lazy: () => venue().then((m) => ({ Component: m.VenuePage })) }),
  ),
  { path: PAGES.venuePattern, lazy: () => venue().then((m) => ({ Component: m.VenuePage })) },
];
