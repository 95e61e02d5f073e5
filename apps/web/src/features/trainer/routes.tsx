import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { indexRedirect } from '../../shared/routing/routes.tsx';
import { NotFoundPage } from '../../shared/ui/NotFoundPage.tsx';
import { accountPages } from '../account/pages.ts';

/** Trainer screens (SPEC 2 "Other areas"): sign-up by invitation, login, the slots, settings, referral, support. */
export const trainerRoutes: RouteObject[] = [
  {
    path: PAGES.trainer.login,
    handle: { public: true },
    lazy: () => accountPages.login().then((Page) => ({ Component: () => <Page accountRole="trainer" /> })),
  },
  {
    path: PAGES.trainer.signup,
    handle: { public: true },
    lazy: () =>
      accountPages.invitationSignup().then((Page) => ({ Component: () => <Page accountRole="trainer" /> })),
  },
  {
    path: PAGES.trainer.home,
    lazy: () => import('./TrainerLayout.tsx').then((m) => ({ Component: m.TrainerLayout })),
    children: [
      // SPEC 2: settings is the area's default page
      indexRedirect(PAGES.trainer.settings),
      {
        path: 'slots',
        lazy: () => import('./TrainerHomePage.tsx').then((m) => ({ Component: m.TrainerHomePage })),
      },
      {
        path: 'settings',
        lazy: () => import('./TrainerSettingsPage.tsx').then((m) => ({ Component: m.TrainerSettingsPage })),
      },
      {
        path: 'referral',
        lazy: () => import('./TrainerReferralPage.tsx').then((m) => ({ Component: m.TrainerReferralPage })),
      },
      {
        path: 'support',
        lazy: () => import('./TrainerSupportPage.tsx').then((m) => ({ Component: m.TrainerSupportPage })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
