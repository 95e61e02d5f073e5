import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { indexRedirect, notYetAll } from '../../shared/routing/routes.tsx';
import { NotFoundPage } from '../../shared/ui/NotFoundPage.tsx';
import { accountPages } from '../account/pages.ts';

/** The back office (SPEC 2 "Superadmin area"). */
export const superadminRoutes: RouteObject[] = [
  {
    path: PAGES.superadmin.login,
    lazy: () => accountPages.login().then((Page) => ({ Component: () => <Page accountRole="superadmin" /> })),
  },
  {
    path: PAGES.superadmin.impersonate,
    lazy: () => import('./ImpersonatePage.tsx').then((m) => ({ Component: m.ImpersonatePage })),
  },
  {
    path: PAGES.superadmin.home,
    lazy: () => import('./SuperadminLayout.tsx').then((m) => ({ Component: m.SuperadminLayout })),
    children: [
      indexRedirect(PAGES.superadmin.dashboard),
      {
        path: 'dashboard',
        lazy: () => import('./DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })),
      },
      { path: 'admins', lazy: () => import('./AdminsPage.tsx').then((m) => ({ Component: m.AdminsPage })) },
      { path: 'users', lazy: () => import('./UsersPage.tsx').then((m) => ({ Component: m.UsersPage })) },
      {
        path: 'users/:id',
        lazy: () => import('./UserDetailPage.tsx').then((m) => ({ Component: m.UserDetailPage })),
      },
      { path: 'audit', lazy: () => import('./AuditPage.tsx').then((m) => ({ Component: m.AuditPage })) },
      {
        path: 'category',
        lazy: () => import('./CategoriesPage.tsx').then((m) => ({ Component: m.CategoriesPage })),
      },
      {
        path: 'request',
        lazy: () => import('./RequestsPage.tsx').then((m) => ({ Component: m.RequestsPage })),
      },
      {
        path: 'request/:id',
        lazy: () => import('./RequestDetailPage.tsx').then((m) => ({ Component: m.RequestDetailPage })),
      },
      // Later issues: the rest of the back office.
      ...notYetAll([
        'venues',
        'venues/:id',
        'activity',
        'activity/create',
        'activity/:id',
        'staff',
        'price',
        'price/create',
        'price/:id',
        'business',
        'referral',
      ]),
      { path: 'enter', lazy: () => import('./EntriesPage.tsx').then((m) => ({ Component: m.EntriesPage })) },
      {
        path: 'payouts',
        lazy: () => import('./PayoutsPage.tsx').then((m) => ({ Component: m.PayoutsPage })),
      },
      {
        path: 'payouts/:id',
        lazy: () => import('./PayoutDetailPage.tsx').then((m) => ({ Component: m.PayoutDetailPage })),
      },
      // trainers: the list of every trainer
      {
        path: 'trainer',
        lazy: () => import('./TrainersPage.tsx').then((m) => ({ Component: m.TrainersPage })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
