import { z } from 'zod';
import { defineCall as call } from './call-kit.ts';
import { scanResponse } from './entries.ts';
import { organisationInsights, organisationInsightsQuery } from './partner-insights.ts';
import {
  organisationAdminParams,
  organisationAdminsResponse,
  organisationMonthQuery,
  organisationOverview,
  organisationSessionResponse,
  walkInAdmitBody,
  walkInOffer,
  walkInOfferQuery,
  walkInPayCardBody,
  walkInPayParams,
  walkInPayView,
  walkInRequest,
  walkInResponse,
  walkInStatus,
  walkInTicketParams,
} from './partner-organisations.ts';
import { localAuthenticateBody, localConfirmResponse } from './payments.ts';

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
  insights: call({
    method: 'GET',
    path: '/partner/org/insights',
    summary: 'The dashboard figures of every owned venue side by side for one period',
    role: 'partner',
    query: organisationInsightsQuery,
    status: 200,
    answer: organisationInsights,
  }),
  insightsCsv: call({
    method: 'GET',
    path: '/partner/org/insights.csv',
    summary: 'The owned venues’ dashboard figures as CSV (semicolons, UTF-8 with BOM)',
    role: 'partner',
    query: organisationInsightsQuery,
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
      'Sell one entry at the desk to a customer by e-mail (found or created): starts its card payment and answers the payment link the customer opens on her own phone (also e-mailed to her)',
    role: 'partner',
    body: walkInRequest,
    status: 202,
    answer: walkInResponse,
    errors: [402, 404, 409],
    moneyWrite: true,
  }),
  walkInStatus: call({
    method: 'GET',
    path: '/partner/org/reception/walk-in/:paymentId',
    summary:
      'Where a desk sale stands (waiting for the customer’s payment link, paid, expired, cancelled) and, once paid, its entry',
    role: 'partner',
    params: walkInTicketParams,
    status: 200,
    answer: walkInStatus,
    errors: [404],
  }),
  walkInCancel: call({
    method: 'POST',
    path: '/partner/org/reception/walk-in/:paymentId/cancel',
    summary: 'Cancel a desk sale not paid yet: its payment link stops working (a paid sale stays paid)',
    role: 'partner',
    params: walkInTicketParams,
    status: 200,
    answer: walkInStatus,
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

/**
 * The customer's payment page of a desk sale (public: the link's unguessable token, valid until the
 * sale's expiry or its cancellation by the desk). She pays on her own phone; the desk never sees a card.
 */
export const WALK_IN_PAY_CALLS = {
  view: call({
    method: 'GET',
    path: '/pay/walk-in/:token',
    summary: 'What a desk sale’s payment link pays for, and its state (no name or credit of the account)',
    role: null,
    params: walkInPayParams,
    status: 200,
    answer: walkInPayView,
    errors: [404],
  }),
  card: call({
    method: 'POST',
    path: '/pay/walk-in/:token/card',
    summary:
      'Built-in provider: the customer pays the desk sale with her card (a link paid again charges nothing more)',
    role: null,
    params: walkInPayParams,
    body: walkInPayCardBody,
    status: 200,
    answer: localConfirmResponse,
    errors: [404, 409],
    moneyWrite: true,
  }),
  authenticate: call({
    method: 'POST',
    path: '/pay/walk-in/:token/authenticate',
    summary: 'Built-in provider: the extra confirmation (3-D Secure) of the card paying a desk sale',
    role: null,
    params: walkInPayParams,
    body: localAuthenticateBody,
    status: 200,
    answer: localConfirmResponse,
    errors: [404, 409],
  }),
} as const;
