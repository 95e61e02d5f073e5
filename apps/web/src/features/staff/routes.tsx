import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { indexRedirect } from '../../shared/routing/routes.tsx';
import { NotFoundPage } from '../../shared/ui/NotFoundPage.tsx';
import { accountPages } from '../account/pages.ts';
import { entryPages } from '../entries/pages.ts';

/** Staff screens (SPEC 2 "Other areas"): sign-up by invitation, login, and the reception area. */
export const staffRoutes: RouteObject[] = [
  {
    // Staff log out to /login (SPEC 2); this is where they sign in, linked from /admin/login.
    path: PAGES.staff.login,
    handle: { public: true },
    lazy: () => accountPages.login().then((Page) => ({ Component: () => <Page accountRole="staff" /> })),
  },
  {
    path: PAGES.staff.signup,
    handle: { public: true },
    lazy: () =>
      accountPages.invitationSignup().then((Page) => ({ Component: () => <Page accountRole="staff" /> })),
  },
  {
    path: PAGES.staff.home,
    lazy: () => import('./StaffLayout.tsx').then((m) => ({ Component: m.StaffLayout })),
    children: [
      indexRedirect(PAGES.staff.enters),
      {
        path: 'enters',
        lazy: entryPages.staffEnters,
      },
      {
        path: 'settings',
        lazy: () => import('./StaffSettingsPage.tsx').then((m) => ({ Component: m.StaffSettingsPage })),
      },
      {
        path: 'support',
        lazy: () => import('./StaffSupportPage.tsx').then((m) => ({ Component: m.StaffSupportPage })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
