import { superadminDataResponse } from './account-data.ts';
import { impersonateRequest, impersonateResponse, messageResponse } from './auth.ts';
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
