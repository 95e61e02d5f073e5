import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { indexRedirect, notYetAll } from '../../shared/routing/routes.tsx';
import { NotFoundPage } from '../../shared/ui/NotFoundPage.tsx';
import { accountPages } from '../account/pages.ts';

/** Trainer screens (SPEC 2 "Other areas"). */
export const trainerRoutes: RouteObject[] = [
  {
    path: PAGES.trainer.login,
    handle: { public: true },
    lazy: () => accountPages.login().then((Page) => ({ Component: () => <Page accountRole="trainer" /> })),
  },
  {
    path: PAGES.trainer.home,
    lazy: () => import('./TrainerLayout.tsx').then((m) => ({ Component: m.TrainerLayout })),
    children: [
      indexRedirect(PAGES.trainer.settings),
      // Later issues: settings, referral, support.
      ...notYetAll(['settings', 'referral', 'support']),
      { path: '*', Component: NotFoundPage },
    ],
  },
];
