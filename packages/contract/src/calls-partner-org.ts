import { z } from 'zod';
import { defineCall as call } from './call-kit.ts';
import { scanResponse, todayEntriesResponse } from './entries.ts';
import {
  organisationAdminParams,
  organisationAdminsResponse,
  organisationMonthQuery,
  organisationOverview,
  organisationScanRequest,
  organisationSessionResponse,
  organisationVenueQuery,
  walkInOffer,
  walkInOfferQuery,
  walkInRequest,
  walkInResponse,
  walkInTicket,
  walkInTicketParams,
} from './partner-organisations.ts';

/**
 * The partner organisation's calls (SPEC 2 "Other areas": /partner/superadmin, /partner/admin,
 * /partner/reception), only with the partner token. An admin account, venue, slot or payment the
 * organisation does not own answers 404, as one that does not exist.
 */
export const PARTNER_ORG_CALLS = {
  admins: call({
    method: 'GET',
    path: '/partner/org/admins',
    summary: 'The admin (venue) accounts the organisation owns, with their venues',
    role: 'partner',
    status: 200,
    answer: organisationAdminsResponse,
  }),
  overview: call({
    method: 'GET',
    path: '/partner/org/overview',
    summary: 'Entries, earnings, payouts and ratings of every owned admin account for one month',
    role: 'partner',
    query: organisationMonthQuery,
    status: 200,
    answer: organisationOverview,
  }),
  overviewCsv: call({
    method: 'GET',
    path: '/partner/org/overview.csv',
    summary: 'The month’s overview per venue as CSV (semicolons, UTF-8 with BOM)',
    role: 'partner',
    query: organisationMonthQuery,
    status: 200,
    answer: z.string(),
  }),
  openAdmin: call({
    method: 'POST',
    path: '/partner/org/admins/:adminId/session',
    summary: 'A short-lived admin token for an owned admin account (audit log), to open its panel',
    role: 'partner',
    params: organisationAdminParams,
    status: 200,
    answer: organisationSessionResponse,
  }),
  today: call({
    method: 'GET',
    path: '/partner/org/reception/today',
    summary: 'Today’s bookings and the latest scans at the owned venues (or one of them)',
    role: 'partner',
    query: organisationVenueQuery,
    status: 200,
    answer: todayEntriesResponse,
  }),
  scan: call({
    method: 'POST',
    path: '/partner/org/reception/scan',
    summary: 'Scan a QR card (or typed code) at an owned venue: admits once, or says in Czech why not',
    role: 'partner',
    body: organisationScanRequest,
    status: 200,
    answer: scanResponse,
  }),
  walkInOffer: call({
    method: 'GET',
    path: '/partner/org/reception/walk-in',
    summary: 'Today’s time slots of an owned venue the desk can still sell, with options and prices',
    role: 'partner',
    query: walkInOfferQuery,
    status: 200,
    answer: walkInOffer,
  }),
  walkIn: call({
    method: 'POST',
    path: '/partner/org/reception/walk-in',
    summary:
      'Sell one entry at the desk to a customer by e-mail (found or created), paid by card: starts the card payment',
    role: 'partner',
    body: walkInRequest,
    status: 202,
    answer: walkInResponse,
    errors: [402, 404, 409],
    moneyWrite: true,
  }),
  walkInTicket: call({
    method: 'GET',
    path: '/partner/org/reception/walk-in/:paymentId',
    summary: 'The entry a desk sale bought, once paid, with the customer’s current card code',
    role: 'partner',
    params: walkInTicketParams,
    status: 200,
    answer: walkInTicket,
    errors: [404],
  }),
} as const;
