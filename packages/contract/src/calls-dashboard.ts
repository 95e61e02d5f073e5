import {
  backofficeSearchQuery,
  backofficeSearchResponse,
  dashboardQuery,
  dashboardResponse,
} from './backoffice-dashboard.ts';
import { defineCall as call } from './call-kit.ts';

/** The back office's dashboard and its one search box. */
export const BACKOFFICE_DASHBOARD_CALLS = {
  dashboard: call({
    method: 'GET',
    path: '/superadmin/dashboard',
    summary:
      'The platform at a glance: entries, revenue and new users per Prague day (30 or 90 days), active plans, payouts due, open requests, failed payments',
    role: 'superadmin',
    query: dashboardQuery,
    status: 200,
    answer: dashboardResponse,
  }),
  search: call({
    method: 'GET',
    path: '/superadmin/search',
    summary:
      'One search over customers, tickets, payments, receipts, venues, partners and activities (diacritics-insensitive), paged',
    role: 'superadmin',
    query: backofficeSearchQuery,
    status: 200,
    answer: backofficeSearchResponse,
  }),
} as const;
