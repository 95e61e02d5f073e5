import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';

/** A desk sale's payment link: the customer pays her entry on her own phone (public, by the link). */
export const walkInPayRoutes: RouteObject[] = [
  {
    path: PAGES.walkInPayPattern,
    lazy: () => import('./WalkInPayPage.tsx').then((m) => ({ Component: m.WalkInPayPage })),
  },
];
