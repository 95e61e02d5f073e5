import type { RouteObject } from 'react-router';
import { redirectRoute } from '../../shared/routing/routes.tsx';
import { HomePage } from './HomePage.tsx';

/** The landing page is not lazy: it is the first screen most visitors see. */
export const homeRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: '/new-home', Component: () => <HomePage variant="new" /> },
  redirectRoute('/campaignHome', '/'),
];
