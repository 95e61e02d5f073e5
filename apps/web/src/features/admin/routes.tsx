import type { RouteObject } from 'react-router';
import { indexRedirect, notYetAll } from '../../shared/routing/routes.tsx';
import { NotFoundPage } from '../../shared/ui/NotFoundPage.tsx';

const account = () => import('../account/index.ts');

/** The partner (admin) area (SPEC 2 "Admin (partner) area"). */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/login',
    lazy: () => account().then((m) => ({ Component: () => <m.LoginPage accountRole="admin" /> })),
  },
  {
    path: '/admin/register',
    lazy: () => account().then((m) => ({ Component: () => <m.RegisterPage accountRole="admin" /> })),
  },
  {
    path: '/admin/verify-email',
    lazy: () => account().then((m) => ({ Component: () => <m.VerifyEmailPage accountRole="admin" /> })),
  },
  {
    path: '/admin/update-password',
    lazy: () => account().then((m) => ({ Component: () => <m.PasswordResetPage accountRole="admin" /> })),
  },
  {
    path: '/admin',
    lazy: () => import('./AdminLayout.tsx').then((m) => ({ Component: m.AdminLayout })),
    children: [
      indexRedirect('/admin/enters-loading'),
      {
        path: 'enters-loading',
        lazy: () => import('./EntersLoadingPage.tsx').then((m) => ({ Component: m.EntersLoadingPage })),
      },
      {
        path: 'enter',
        lazy: () => import('../entries/index.ts').then((m) => m.entryPages.adminEnter()),
      },
      {
        path: 'staff',
        lazy: () => import('./StaffPage.tsx').then((m) => ({ Component: m.StaffPage })),
      },
      // Later issues: venues, activities, calendar, prices, scanning, earnings, settings.
      ...notYetAll([
        'venues',
        'venues/create',
        'venues/:id',
        'activity',
        'activity/create',
        'activity/:id',
        'calendar',
        'price',
        'price/create',
        'price/:id',
        'trainer',
        'referral',
        'settings',
        'support',
        'earnings',
      ]),
      { path: '*', Component: NotFoundPage },
    ],
  },
];
