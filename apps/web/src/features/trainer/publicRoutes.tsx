import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';

/** The trainer's public page (in the public layout). */
export const trainerPublicRoutes: RouteObject[] = [
  {
    path: PAGES.trainerProfilePattern,
    lazy: () => import('./PublicTrainerPage.tsx').then((m) => ({ Component: m.PublicTrainerPage })),
  },
];
