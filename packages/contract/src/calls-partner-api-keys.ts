import { defineCall as call } from './call-kit.ts';
import { idParams } from './catalogue.ts';
import {
  partnerApiBookingList,
  partnerApiEntriesQuery,
  partnerApiEntryList,
  partnerApiKey,
  partnerApiKeyCreated,
  partnerApiKeyList,
  partnerApiKeyRequest,
} from './partner-api-keys.ts';
import {
  adminSlot,
  adminSlotList,
  adminSlotsQuery,
  slotCancelResponse,
  slotOneRequest,
  slotUpdateRequest,
} from './partner-calendar.ts';
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
  slotBookings: call({
    method: 'GET',
    path: '/partner-api/slots/:id/bookings',
    summary: 'The bookings of one slot: ticket, its state and the customer’s first name (never an e-mail)',
    role: null,
    apiKey: 'read',
    params: idParams,
    status: 200,
    answer: partnerApiBookingList,
  }),
  entries: call({
    method: 'GET',
    path: '/partner-api/entries',
    summary: 'Admissions at the door between two dates (both included), of the key’s venue when it has one',
    role: null,
    apiKey: 'read',
    query: partnerApiEntriesQuery,
    status: 200,
    answer: partnerApiEntryList,
  }),
} as const;

/**
 * What a partner's own systems change with a write key, by the same rules (the same services) as the
 * partner's panel: one slot made, moved or resized, cancelled (its customers get their price back as credit).
 */
export const PARTNER_API_WRITE_CALLS = {
  createSlot: call({
    method: 'POST',
    path: '/partner-api/slots',
    summary: 'Make one time slot of an own activity (of the key’s venue when it has one)',
    role: null,
    apiKey: 'write',
    body: slotOneRequest,
    status: 201,
    answer: adminSlot,
    errors: [409],
  }),
  updateSlot: call({
    method: 'PUT',
    path: '/partner-api/slots/:id',
    summary: 'Move or resize a time slot as the panel does; booked customers get an e-mail about a new time',
    role: null,
    apiKey: 'write',
    params: idParams,
    body: slotUpdateRequest,
    status: 200,
    answer: adminSlot,
    errors: [409],
  }),
  cancelSlot: call({
    method: 'POST',
    path: '/partner-api/slots/:id/cancel',
    summary: 'Cancel a time slot as the panel does: bookings cancelled, paid prices back as credit, e-mails',
    role: null,
    apiKey: 'write',
    params: idParams,
    status: 200,
    answer: slotCancelResponse,
    errors: [409],
  }),
} as const;
