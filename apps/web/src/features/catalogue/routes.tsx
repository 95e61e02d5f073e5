import type { RouteObject } from 'react-router';
import { redirectRoute } from '../../shared/routing/routes.tsx';

const list = () => import('./ActivitiesPage.tsx');
const detail = () => import('./ActivityDetailPage.tsx');
const venue = () => import('./VenuePage.tsx');
// The list's and the detail's first request starts with the route, beside the page's code (not
// awaited: the route renders as soon as its code is there).
const prefetch = () => import('./prefetch.ts');
// Leaflet loads only with the map page and the small maps of detail pages (their own chunks).
const map = () => import('./MapPage.tsx');

/** Activity list, detail, campaign pages, map and venues (SPEC 2 "Public"). */
export const catalogueRoutes: RouteObject[] = [
  {
    path: '/activities',
    loader: ({ request }) => {
      void prefetch().then((m) => m.prefetchActivityList(new URL(request.url).searchParams));
      return null;
    },
    // Only the way in: a change of filters on the page is the page's own request, at once.
    shouldRevalidate: () => false,
    lazy: () => list().then((m) => ({ Component: m.ActivitiesPage })),
  },
  redirectRoute('/campaignActivities', '/activities'),
  {
    path: '/activities/:activityId',
    loader: ({ params }) => {
      void prefetch().then((m) => m.prefetchActivity(params.activityId));
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.activityId !== nextParams.activityId,
    lazy: () => detail().then((m) => ({ Component: m.ActivityDetailPage })),
  },
  {
    path: '/aktivita/:id',
    loader: ({ params }) => {
      void prefetch().then((m) => m.prefetchActivity(params.id));
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
    lazy: () => detail().then((m) => ({ Component: m.ActivityDetailPage })),
  },
  {
    path: '/campaignActivity',
    lazy: () => list().then((m) => ({ Component: () => <m.ActivitiesPage variant="campaign" /> })),
  },
  {
    path: '/campaignActivity/:activityId',
    lazy: () => detail().then((m) => ({ Component: () => <m.ActivityDetailPage variant="campaign" /> })),
  },
  { path: '/mapa', lazy: () => map().then((m) => ({ Component: m.MapPage })) },
  { path: '/campaignMap', lazy: () => map().then((m) => ({ Component: m.MapPage })) },
  { path: '/venues', lazy: () => import('./VenuesPage.tsx').then((m) => ({ Component: m.VenuesPage })) },
  { path: '/venue/:id', lazy: () => venue().then((m) => ({ Component: m.VenuePage })) },
  { path: '/venues/:id', lazy: () => venue().then((m) => ({ Component: m.VenuePage })) },
];
