import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';

/** A friend's place by its link: public, no account needed. */
export const friendRoutes: RouteObject[] = [
  {
    path: PAGES.friendPlacePattern,
    lazy: () => import('./FriendPlacePage.tsx').then((m) => ({ Component: m.FriendPlacePage })),
  },
];
