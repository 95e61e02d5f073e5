import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';
import { indexRedirect } from '../../shared/routing/routes.tsx';
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
      // partner organisations: create one, link and unlink its admin accounts
      {
        path: 'organisations',
        lazy: () => import('./OrganisationsPage.tsx').then((m) => ({ Component: m.OrganisationsPage })),
      },
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
      // partner detail (approval and suspension)
      {
        path: 'admins/:id',
        lazy: () => import('./PartnerDetailPage.tsx').then((m) => ({ Component: m.PartnerDetailPage })),
      },
      { path: 'enter', lazy: () => import('./EntriesPage.tsx').then((m) => ({ Component: m.EntriesPage })) },
      {
        path: 'payouts',
        lazy: () => import('./PayoutsPage.tsx').then((m) => ({ Component: m.PayoutsPage })),
      },
      {
        path: 'payouts/:id',
        lazy: () => import('./PayoutDetailPage.tsx').then((m) => ({ Component: m.PayoutDetailPage })),
      },
      // the header's one search box: its results
      { path: 'search', lazy: () => import('./SearchPage.tsx').then((m) => ({ Component: m.SearchPage })) },
      // the Ceník: prices in force and scheduled changes
      { path: 'price', lazy: () => import('./PricesPage.tsx').then((m) => ({ Component: m.PricesPage })) },
      {
        path: 'price/create',
        lazy: () => import('./PriceCreatePage.tsx').then((m) => ({ Component: m.PriceCreatePage })),
      },
      {
        path: 'price/:id',
        lazy: () => import('./PriceDetailPage.tsx').then((m) => ({ Component: m.PriceDetailPage })),
      },
      // the back office's partner screens: venues, activities and receptionists of every partner
      {
        path: 'venues',
        lazy: () => import('./BoVenuesPage.tsx').then((m) => ({ Component: m.BoVenuesPage })),
      },
      {
        path: 'venues/:id',
        lazy: () => import('./BoVenueDetailPage.tsx').then((m) => ({ Component: m.BoVenueDetailPage })),
      },
      {
        path: 'activity',
        lazy: () => import('./BoActivitiesPage.tsx').then((m) => ({ Component: m.BoActivitiesPage })),
      },
      {
        path: 'activity/create',
        lazy: () => import('./BoActivityPage.tsx').then((m) => ({ Component: m.BoActivityCreatePage })),
      },
      {
        path: 'activity/:id',
        lazy: () => import('./BoActivityPage.tsx').then((m) => ({ Component: m.BoActivityPage })),
      },
      { path: 'staff', lazy: () => import('./BoStaffPage.tsx').then((m) => ({ Component: m.BoStaffPage })) },
      // referral rewards
      {
        path: 'referral',
        lazy: () => import('./ReferralsPage.tsx').then((m) => ({ Component: m.ReferralsPage })),
      },

      // gift vouchers: found by code or the buyer's e-mail, resent, voided with their refund
      {
        path: 'poukazy',
        lazy: () => import('./VouchersPage.tsx').then((m) => ({ Component: m.VouchersPage })),
      },

      // trainers: the list of every trainer
      {
        path: 'trainer',
        lazy: () => import('./TrainersPage.tsx').then((m) => ({ Component: m.TrainersPage })),
      },
      // the companies of the corporate plan and their invoices
      {
        path: 'business',
        lazy: () => import('./BusinessesPage.tsx').then((m) => ({ Component: m.BusinessesPage })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
