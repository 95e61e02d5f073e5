import type { RouteObject } from 'react-router';
import { redirectRoute } from '../../shared/routing/routes.tsx';

const list = () => import('./ActivitiesPage.tsx');
const detail = () => import('./ActivityDetailPage.tsx');
const venue = () => import('./VenuePage.tsx');
// Leaflet loads only with the map page and the small maps of detail pages (their own chunks).
const map = () => import('./MapPage.tsx');

/** Activity list, detail, campaign pages, map and venues (SPEC 2 "Public"). */
export const catalogueRoutes: RouteObject[] = [
  {
    path: '/activities',
    // Not awaited: the route renders as soon as its code is there; the cards' request is already on its way.
    loader: ({ request }) => {
      void import('./prefetch.ts').then((m) => m.prefetchActivityList(new URL(request.url).searchParams));
      return null;
    },
    lazy: () => list().then((m) => ({ Component: m.ActivitiesPage })),
  },
  redirectRoute('/campaignActivities', '/activities'),
  {
    path: '/activities/:activityId',
    lazy: () => detail().then((m) => ({ Component: m.ActivityDetailPage })),
  },
  { path: '/aktivita/:id', lazy: () => detail().then((m) => ({ Component: m.ActivityDetailPage })) },
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
