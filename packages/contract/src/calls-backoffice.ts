import { z } from 'zod';
import { accountExport, superadminDataResponse } from './account-data.ts';
import { impersonateRequest, impersonateResponse, messageResponse } from './auth.ts';
import {
  backofficeCategory,
  categoryBody,
  categoryListQuery,
  categoryListResponse,
  categoryParams,
  createCategoryBody,
  moveCategoryBody,
} from './backoffice-categories.ts';
import {
  backofficeEntriesQuery,
  backofficeEntriesResponse,
  backofficeEntryParams,
  voidEntryBody,
  voidEntryResponse,
} from './backoffice-entries.ts';
import {
  auditCsvQuery,
  backofficeUserParams,
  backofficeUserQuery,
  backofficeUserResponse,
  backofficeUsersQuery,
  backofficeUsersResponse,
  blockUserBody,
  blockUserResponse,
  creditAdjustmentBody,
  creditAdjustmentResponse,
} from './backoffice-users.ts';
import { defineCall as call } from './call-kit.ts';
import { createRequestBody } from './catalogue.ts';

/** The back office's calls (SPEC 7 `/api/superadmin/`), in the route table. */
export const BACKOFFICE_CALLS = {
  overview: call({
    method: 'GET',
    path: '/superadmin/',
    summary: 'Everything the back office oversees (SPEC 7)',
    role: 'superadmin',
    status: 200,
    answer: superadminDataResponse,
  }),
  impersonate: call({
    method: 'POST',
    path: '/superadmin/impersonate',
    summary: 'Open a partner’s panel as that partner; recorded in the audit log',
    role: 'superadmin',
    body: impersonateRequest,
    status: 200,
    answer: impersonateResponse,
  }),
  users: call({
    method: 'GET',
    path: '/superadmin/users',
    summary: 'Customers, searched by e-mail or name (diacritics-insensitive), sorted and paged',
    role: 'superadmin',
    query: backofficeUsersQuery,
    status: 200,
    answer: backofficeUsersResponse,
  }),
  user: call({
    method: 'GET',
    path: '/superadmin/users/:id',
    summary: 'A customer and the timeline of the account, newest first',
    role: 'superadmin',
    params: backofficeUserParams,
    query: backofficeUserQuery,
    status: 200,
    answer: backofficeUserResponse,
  }),
  adjustUserCredits: call({
    method: 'POST',
    path: '/superadmin/users/:id/credits',
    summary: 'Grant or remove credit with a reason: one ledger row, audited; Idempotency-Key',
    role: 'superadmin',
    params: backofficeUserParams,
    body: creditAdjustmentBody,
    status: 200,
    answer: creditAdjustmentResponse,
    errors: [404, 409, 422],
    moneyWrite: true,
  }),
  blockUser: call({
    method: 'PUT',
    path: '/superadmin/users/:id/block',
    summary: 'Block (signs out everywhere) or unblock a customer, with a reason; audited',
    role: 'superadmin',
    params: backofficeUserParams,
    body: blockUserBody,
    status: 200,
    answer: blockUserResponse,
    errors: [404],
  }),
  resendUserVerification: call({
    method: 'POST',
    path: '/superadmin/users/:id/resend-verification',
    summary: 'E-mail the customer a new verification link; audited',
    role: 'superadmin',
    params: backofficeUserParams,
    status: 202,
    answer: messageResponse,
    errors: [404, 409],
  }),
  exportUser: call({
    method: 'GET',
    path: '/superadmin/users/:id/export',
    summary: "The customer's data, the same export as their own (GDPR); audited",
    role: 'superadmin',
    params: backofficeUserParams,
    status: 200,
    answer: accountExport,
    errors: [404],
  }),
  auditCsv: call({
    method: 'GET',
    path: '/superadmin/audit.csv',
    summary: 'The filtered audit log as CSV (semicolons, UTF-8 with BOM), newest first',
    role: 'superadmin',
    query: auditCsvQuery,
    status: 200,
    answer: z.string(),
  }),
} as const;

/** The public forms the back office works through (contact, partner, business, crowdfunding). */
export const REQUEST_CALLS = {
  submit: call({
    method: 'POST',
    path: '/public/requests',
    summary: 'Send a contact, partner, business or crowdfunding request',
    role: null,
    body: createRequestBody,
    status: 201,
    answer: messageResponse,
  }),
} as const;

/** The back office's category lists; every change is audited and shown publicly at once. */
export const CATEGORY_CALLS = {
  list: call({
    method: 'GET',
    path: '/superadmin/categories',
    summary: 'One category list, a page in the public filters’ order, with how much uses each',
    role: 'superadmin',
    query: categoryListQuery,
    status: 200,
    answer: categoryListResponse,
  }),
  create: call({
    method: 'POST',
    path: '/superadmin/categories',
    summary: 'Add a category at the end of its list',
    role: 'superadmin',
    body: createCategoryBody,
    status: 201,
    answer: backofficeCategory,
    errors: [409],
  }),
  update: call({
    method: 'PUT',
    path: '/superadmin/categories/:kind/:id',
    summary: 'Rename a category or change its icon',
    role: 'superadmin',
    params: categoryParams,
    body: categoryBody,
    status: 200,
    answer: backofficeCategory,
    errors: [409],
  }),
  move: call({
    method: 'POST',
    path: '/superadmin/categories/:kind/:id/move',
    summary: 'Move a category one place up or down in its list',
    role: 'superadmin',
    params: categoryParams,
    body: moveCategoryBody,
    status: 200,
    answer: messageResponse,
  }),
  remove: call({
    method: 'DELETE',
    path: '/superadmin/categories/:kind/:id',
    summary: 'Delete a category nothing uses (409 while in use)',
    role: 'superadmin',
    params: categoryParams,
    status: 200,
    answer: messageResponse,
    errors: [409],
  }),
} as const;

/** The back office's entries (/superadmin/enter): every scan, and voiding a wrong one. */
export const BACKOFFICE_ENTRY_CALLS = {
  list: call({
    method: 'GET',
    path: '/superadmin/entries',
    summary: 'Every admitted scan, filtered by venue, partner, day and result, sorted and paged',
    role: 'superadmin',
    query: backofficeEntriesQuery,
    status: 200,
    answer: backofficeEntriesResponse,
  }),
  void: call({
    method: 'POST',
    path: '/superadmin/entries/:id/void',
    summary:
      'Void a wrong scan with a reason: the customer gets the ticket back (credits or the covered day), the partner’s earning is reversed; audited, once',
    role: 'superadmin',
    params: backofficeEntryParams,
    body: voidEntryBody,
    status: 200,
    answer: voidEntryResponse,
    errors: [404, 409],
    moneyWrite: true,
  }),
} as const;
