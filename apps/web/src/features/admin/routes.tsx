import { PAGES } from '@champions/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { indexRedirect } from '../../shared/routing/routes.tsx';
import { NotFoundPage } from '../../shared/ui/NotFoundPage.tsx';
import { accountPages } from '../account/pages.ts';
import { entryPages } from '../entries/pages.ts';

/** A lazily loaded page of the partner area. */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: () => load().then((Component) => ({ Component })),
});

/** The partner (admin) area (SPEC 2 "Admin (partner) area"). */
export const adminRoutes: RouteObject[] = [
  {
    path: PAGES.admin.login,
    lazy: () => accountPages.login().then((Page) => ({ Component: () => <Page accountRole="admin" /> })),
  },
  {
    path: PAGES.admin.register,
    lazy: () => accountPages.register().then((Page) => ({ Component: () => <Page accountRole="admin" /> })),
  },
  {
    path: PAGES.admin.verifyEmail,
    lazy: () =>
      accountPages.verifyEmail().then((Page) => ({ Component: () => <Page accountRole="admin" /> })),
  },
  {
    path: PAGES.admin.updatePassword,
    lazy: () =>
      accountPages.passwordReset().then((Page) => ({ Component: () => <Page accountRole="admin" /> })),
  },
  {
    path: PAGES.admin.home,
    lazy: () => import('./AdminLayout.tsx').then((m) => ({ Component: m.AdminLayout })),
    children: [
      indexRedirect(PAGES.admin.entersLoading),
      {
        path: 'enters-loading',
        lazy: () => import('./EntersLoadingPage.tsx').then((m) => ({ Component: m.EntersLoadingPage })),
      },
      {
        path: 'enter',
        lazy: entryPages.adminEnter,
      },
      {
        path: 'staff',
        lazy: () => import('./StaffPage.tsx').then((m) => ({ Component: m.StaffPage })),
      },
      page('venues', () => import('./VenuesPage.tsx').then((m) => m.VenuesPage)),
      page('venues/create', () => import('./VenueEditPage.tsx').then((m) => m.VenueEditPage)),
      page('venues/:id', () => import('./VenueEditPage.tsx').then((m) => m.VenueEditPage)),
      page('activity', () => import('./ActivitiesPage.tsx').then((m) => m.ActivitiesPage)),
      page('activity/create', () => import('./ActivityEditPage.tsx').then((m) => m.ActivityEditPage)),
      page('activity/:id', () => import('./ActivityEditPage.tsx').then((m) => m.ActivityEditPage)),
      page('calendar', () => import('./CalendarPage.tsx').then((m) => m.CalendarPage)),
      page('price', () => import('./PricesPage.tsx').then((m) => m.PricesPage)),
      page('price/create', () => import('./PricesPage.tsx').then((m) => m.PriceEditPage)),
      page('price/:id', () => import('./PricesPage.tsx').then((m) => m.PriceEditPage)),
      page('dashboard', () => import('./DashboardPage.tsx').then((m) => m.DashboardPage)),
      page('earnings', () => import('./EarningsPage.tsx').then((m) => m.EarningsPage)),
      page('settings', () => import('./SettingsPage.tsx').then((m) => m.SettingsPage)),
      page('support', () => import('./SupportPage.tsx').then((m) => m.SupportPage)),
      page('trainer', () => import('./TrainerPage.tsx').then((m) => m.TrainerPage)),
      page('referral', () => import('./ReferralPage.tsx').then((m) => m.ReferralPage)),
      page('api', () => import('./ApiPage.tsx').then((m) => m.ApiPage)),
      page('widget', () => import('./ScheduleWidgetPage.tsx').then((m) => m.ScheduleWidgetPage)),
      { path: '*', Component: NotFoundPage },
    ],
  },
];
