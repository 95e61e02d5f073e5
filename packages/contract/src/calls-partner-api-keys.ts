import { defineCall as call } from './call-kit.ts';
import { idParams } from './catalogue.ts';
import {
  partnerApiKey,
  partnerApiKeyCreated,
  partnerApiKeyList,
  partnerApiKeyRequest,
} from './partner-api-keys.ts';
import { adminSlotList, adminSlotsQuery } from './partner-calendar.ts';
import { adminActivityList, adminActivityListQuery } from './partner-venues.ts';

/** The partner's API keys for their own systems (SPEC-free, our decision): made, listed and revoked. */
export const PARTNER_API_KEY_CALLS = {
  list: call({
    method: 'GET',
    path: '/admin/api-keys',
    summary: 'The partner’s API keys (without the keys themselves), revoked ones too',
    role: 'admin',
    status: 200,
    answer: partnerApiKeyList,
  }),
  create: call({
    method: 'POST',
    path: '/admin/api-keys',
    summary: 'Make an API key; the answer shows the key once, only its SHA-256 is kept',
    role: 'admin',
    body: partnerApiKeyRequest,
    status: 201,
    answer: partnerApiKeyCreated,
  }),
  revoke: call({
    method: 'DELETE',
    path: '/admin/api-keys/:id',
    summary: 'Revoke an API key: it stops working at once and stays listed as revoked',
    role: 'admin',
    params: idParams,
    status: 200,
    answer: partnerApiKey,
  }),
} as const;

/**
 * What a partner's own systems read with an API key (`Authorization: Bearer ck_live_…`): the partner's
 * activities, and their slots with the bookings of each; a key limited to one venue sees only that venue.
 */
export const PARTNER_API_CALLS = {
  activities: call({
    method: 'GET',
    path: '/partner-api/activities',
    summary: 'The key’s partner’s activities (of its venue, when the key has one), optionally of one venue',
    role: null,
    apiKey: 'read',
    query: adminActivityListQuery,
    status: 200,
    answer: adminActivityList,
  }),
  slots: call({
    method: 'GET',
    path: '/partner-api/slots',
    summary: 'Time slots of the key’s partner’s activities between two dates, with the bookings of each',
    role: null,
    apiKey: 'read',
    query: adminSlotsQuery,
    status: 200,
    answer: adminSlotList,
  }),
} as const;
