import { z } from 'zod';
import { defineCall as call } from './call-kit.ts';
import { scanResponse } from './entries.ts';
import {
  organisationAdminParams,
  organisationAdminsResponse,
  organisationMonthQuery,
  organisationOverview,
  organisationSessionResponse,
  walkInAdmitBody,
  walkInCardBody,
  walkInOffer,
  walkInOfferQuery,
  walkInRequest,
  walkInResponse,
  walkInTicket,
  walkInTicketParams,
} from './partner-organisations.ts';
import { localAuthenticateBody, localConfirmResponse, paymentConfigResponse } from './payments.ts';

/**
 * The partner organisation's calls (SPEC 2 "Other areas": /partner/superadmin, /partner/admin,
 * /partner/reception), only with the partner token. An admin account, venue, slot or payment the
 * organisation does not own answers 404, as one that does not exist. Its reception scans and lists
 * today's bookings with the door's calls (SCAN_CALLS, mounted under /partner as well).
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
  paymentConfig: call({
    method: 'GET',
    path: '/partner/org/reception/payment-config',
    summary: 'Which card provider the desk’s card form uses',
    role: 'partner',
    status: 200,
    answer: paymentConfigResponse,
  }),
  walkInCard: call({
    method: 'POST',
    path: '/partner/org/reception/walk-in/:paymentId/card',
    summary: 'Built-in provider: the desk confirms its sale’s payment with the customer’s card',
    role: 'partner',
    params: walkInTicketParams,
    body: walkInCardBody,
    status: 200,
    answer: localConfirmResponse,
  }),
  walkInAuthenticate: call({
    method: 'POST',
    path: '/partner/org/reception/walk-in/:paymentId/authenticate',
    summary: 'Built-in provider: the extra confirmation (3-D Secure) of the desk sale’s card',
    role: 'partner',
    params: walkInTicketParams,
    body: localAuthenticateBody,
    status: 200,
    answer: localConfirmResponse,
  }),
  walkInTicket: call({
    method: 'GET',
    path: '/partner/org/reception/walk-in/:paymentId',
    summary: 'The entry a desk sale bought, once paid (no name of the account, no card code)',
    role: 'partner',
    params: walkInTicketParams,
    status: 200,
    answer: walkInTicket,
    errors: [404],
  }),
  walkInAdmit: call({
    method: 'POST',
    path: '/partner/org/reception/walk-in/:paymentId/admit',
    summary:
      'Admit the entry the desk sold, by the door’s rules (a slot of another time only when confirmed)',
    role: 'partner',
    params: walkInTicketParams,
    body: walkInAdmitBody,
    status: 200,
    answer: scanResponse,
    errors: [404],
  }),
} as const;
