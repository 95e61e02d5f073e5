import type { RouteObject } from 'react-router';
import { indexRedirect, redirectRoute } from '../../shared/routing/routes.tsx';
import { NotFoundPage } from '../../shared/ui/NotFoundPage.tsx';
import { entryPages } from '../entries/pages.ts';
import { subscriptionPages } from '../subscriptions/pages.ts';

/**
 * Login, registration and the user area (SPEC 2 "User area"). The route guard keeps everything
 * under /user except login, register, verify-email and update-password behind a user login.
 */
export const accountRoutes: RouteObject[] = [
  redirectRoute('/login', '/user/login'),
  redirectRoute('/register', '/user/register'),
  redirectRoute('/saved', '/user/saved'),
  redirectRoute('/history', '/user/history'),
  {
    path: '/user/login',
    lazy: () =>
      import('./LoginPage.tsx').then((m) => ({ Component: () => <m.LoginPage accountRole="user" /> })),
  },
  {
    // The older public paths of the sign-in screens look exactly like the ones under /user.
    path: '/prihlaseni',
    handle: { hidePublicLayout: true },
    lazy: () =>
      import('./LoginPage.tsx').then((m) => ({ Component: () => <m.LoginPage accountRole="user" /> })),
  },
  {
    path: '/user/register',
    lazy: () =>
      import('./RegisterPage.tsx').then((m) => ({ Component: () => <m.RegisterPage accountRole="user" /> })),
  },
  {
    path: '/registrace',
    handle: { hidePublicLayout: true },
    lazy: () =>
      import('./RegisterPage.tsx').then((m) => ({ Component: () => <m.RegisterPage accountRole="user" /> })),
  },
  {
    path: '/user/verify-email',
    lazy: () =>
      import('./VerifyEmailPage.tsx').then((m) => ({
        Component: () => <m.VerifyEmailPage accountRole="user" />,
      })),
  },
  {
    path: '/user/update-password',
    lazy: () =>
      import('./PasswordResetPage.tsx').then((m) => ({
        Component: () => <m.PasswordResetPage accountRole="user" />,
      })),
  },
  {
    // Any role: ?role=<role>, and &token= from the e-mailed link.
    path: '/zapomenute-heslo',
    handle: { hidePublicLayout: true },
    lazy: () => import('./PasswordResetPage.tsx').then((m) => ({ Component: () => <m.PasswordResetPage /> })),
  },
  {
    // Any role: ?role=<role>&token= from the mail sent to the old address after an e-mail change.
    path: '/obnovit-email',
    lazy: () => import('./RestoreEmailPage.tsx').then((m) => ({ Component: m.RestoreEmailPage })),
  },
  {
    // The profile page of the public site: the user's settings (requires a user login).
    path: '/profil',
    lazy: () =>
      import('./SettingsPage.tsx').then((m) => ({
        Component: () => (
          <div className="page container">
            <m.SettingsPage />
          </div>
        ),
      })),
  },
  {
    path: '/user',
    lazy: () => import('./UserLayout.tsx').then((m) => ({ Component: m.UserLayout })),
    children: [
      // An empty sub-path goes to the card (SPEC 2).
      indexRedirect('/user/qr-code'),
      { path: 'home', lazy: () => import('./UserHomePage.tsx').then((m) => ({ Component: m.UserHomePage })) },
      {
        path: 'settings',
        lazy: () => import('./SettingsPage.tsx').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: 'qr-code',
        lazy: entryPages.card,
      },
      {
        path: 'history',
        lazy: entryPages.history,
      },
      {
        path: 'saved',
        lazy: entryPages.saved,
      },
      {
        path: 'subscription',
        lazy: subscriptionPages.subscription,
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
