import { superadminDataResponse } from './account-data.ts';
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

/** The back office's category lists (issue 32); every change is audited and shown publicly at once. */
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
