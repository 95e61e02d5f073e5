import { OLD_PAGE_ADDRESSES, PAGES } from '@champions/domain';
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
  redirectRoute(PAGES.login, PAGES.user.login),
  ...OLD_PAGE_ADDRESSES.userRegister.map((path) => redirectRoute(path, PAGES.user.register)),
  ...OLD_PAGE_ADDRESSES.userSaved.map((path) => redirectRoute(path, PAGES.user.saved)),
  ...OLD_PAGE_ADDRESSES.userHistory.map((path) => redirectRoute(path, PAGES.user.history)),
  {
    // a customer's or trainer's referral link: keeps the code and goes on to registration
    path: PAGES.referralLinkPattern,
    lazy: () => import('./ReferralLinkPage.tsx').then((m) => ({ Component: m.ReferralLinkPage })),
  },
  {
    path: PAGES.user.login,
    lazy: () =>
      import('./LoginPage.tsx').then((m) => ({ Component: () => <m.LoginPage accountRole="user" /> })),
  },
  {
    // The older public paths of the sign-in screens look exactly like the ones under /user.
    path: PAGES.signIn,
    handle: { hidePublicLayout: true },
    lazy: () =>
      import('./LoginPage.tsx').then((m) => ({ Component: () => <m.LoginPage accountRole="user" /> })),
  },
  {
    path: PAGES.user.register,
    lazy: () =>
      import('./RegisterPage.tsx').then((m) => ({ Component: () => <m.RegisterPage accountRole="user" /> })),
  },
  {
    path: PAGES.registration,
    handle: { hidePublicLayout: true },
    lazy: () =>
      import('./RegisterPage.tsx').then((m) => ({ Component: () => <m.RegisterPage accountRole="user" /> })),
  },
  {
    path: PAGES.user.verifyEmail,
    lazy: () =>
      import('./VerifyEmailPage.tsx').then((m) => ({
        Component: () => <m.VerifyEmailPage accountRole="user" />,
      })),
  },
  {
    path: PAGES.user.updatePassword,
    lazy: () =>
      import('./PasswordResetPage.tsx').then((m) => ({
        Component: () => <m.PasswordResetPage accountRole="user" />,
      })),
  },
  {
    // Any role: ?role=<role>, and &token= from the e-mailed link.
    path: PAGES.forgottenPassword,
    handle: { hidePublicLayout: true },
    lazy: () => import('./PasswordResetPage.tsx').then((m) => ({ Component: () => <m.PasswordResetPage /> })),
  },
  {
    // Any role: ?role=<role>&token= from the mail sent to the old address after an e-mail change.
    path: PAGES.restoreEmail,
    lazy: () => import('./RestoreEmailPage.tsx').then((m) => ({ Component: m.RestoreEmailPage })),
  },
  {
    // The profile page of the public site: the user's settings (requires a user login).
    path: PAGES.profile,
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
    path: PAGES.user.home,
    lazy: () => import('./UserLayout.tsx').then((m) => ({ Component: m.UserLayout })),
    children: [
      // An empty sub-path goes to the card (SPEC 2).
      indexRedirect(PAGES.user.card),
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
      {
        path: 'referral',
        lazy: () => import('./ReferralPage.tsx').then((m) => ({ Component: m.ReferralPage })),
      },
      { path: 'company-invitation', lazy: subscriptionPages.companyInvitation },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
