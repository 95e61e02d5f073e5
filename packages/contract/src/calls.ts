import type { AccountRole } from '@champions/domain';
import { z } from 'zod';
import { accountExport, userDataResponse } from './account-data.ts';
import {
  accountProfile,
  changePasswordRequest,
  deleteAccountRequest,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  resetPasswordRequest,
  tokenRequest,
  updateProfileRequest,
} from './auth.ts';
import { idParams, savedActivitiesResponse } from './catalogue.ts';
import { auditQuery, auditResponse } from './security.ts';

/**
 * The route table (issue 16, "one route table"): every API call declared once — method, path, the
 * schemas of its params, query, body and answer, and who may call it. The API registers its routes
 * from these entries (`apps/api/src/shared/call-route.ts`), the web calls them with `callApi`
 * (`apps/web/src/shared/api/call.ts`), typed from the same entries. The error answers are added to
 * every route centrally (`errorBody`, see docs/architecture.md).
 *
 * Started with the accounts (auth) and the user's calls; the other modules follow the same pattern.
 */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** under /api, Fastify style (`/user/saved/:id`); account calls are relative to `/{role}` */
  path: string;
  summary: string;
  /**
   * who may call it: `null` anyone; a role: only with that role's token; `'account'` (account calls
   * only): the token of the role the call is mounted for
   */
  role: AccountRole | 'account' | null;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** the success status and the schema of its answer */
  status: 200 | 201 | 202;
  answer: z.ZodType;
  /** another success status the handler may choose (`reply.status(202)`), with the same answer schema */
  alsoStatus?: 200 | 201 | 202;
  /**
   * error statuses this call answers beyond the ones every route gets from what it declares (400 with
   * input, 401/403 with a role, 404 with params, 413 with a body, 429 with a rate limit, 500)
   */
  errors?: readonly (402 | 404 | 409 | 422 | 503)[];
}

/** Keeps the literal types of one call (its schemas) while checking it is an ApiCall. */
export const defineCall = <const C extends ApiCall>(entry: C): C => entry;
const call = defineCall;

/** The input a call takes (its params, query and body, each only when declared). */
export type CallInput<C extends ApiCall> = (C['params'] extends z.ZodType
  ? { params: z.input<C['params']> }
  : unknown) &
  (C['query'] extends z.ZodType ? { query: z.input<C['query']> } : unknown) &
  (C['body'] extends z.ZodType ? { body: z.input<C['body']> } : unknown);

/** The answer of a call. */
export type CallAnswer<C extends ApiCall> = z.output<C['answer']>;

/** `/user/saved/:id` with `{ id: 'x' }` -> `/user/saved/x`. */
export function callPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:(\w+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : whole,
  );
}

/**
 * The calls of every role's accounts, mounted under `/{role}` (`POST /api/user/login`,
 * `POST /api/admin/login`, ...). `register` and `resendVerification` exist only for the roles that
 * register themselves (SELF_REGISTERING_ROLES), `audit` only for the superadmin.
 */
export const ACCOUNT_CALLS = {
  register: call({
    method: 'POST',
    path: '/register',
    summary: 'Create an account; a verification link is e-mailed',
    role: null,
    body: registerRequest,
    status: 202,
    answer: messageResponse,
  }),
  resendVerification: call({
    method: 'POST',
    path: '/resend-verification',
    summary: 'E-mail a new verification link (same answer for unknown e-mails)',
    role: null,
    body: forgotPasswordRequest,
    status: 202,
    answer: messageResponse,
  }),
  verifyEmail: call({
    method: 'POST',
    path: '/verify-email',
    summary:
      'Confirm an e-mail (after registration or an e-mail change) with the single-use link token; signs the account in',
    role: null,
    body: tokenRequest,
    status: 200,
    answer: loginResponse,
  }),
  restoreEmail: call({
    method: 'POST',
    path: '/restore-email',
    summary:
      'Undo an e-mail change with the link sent to the old address: restores it, signs every device out and e-mails a reset link',
    role: null,
    body: tokenRequest,
    status: 200,
    answer: messageResponse,
  }),
  login: call({
    method: 'POST',
    path: '/login',
    summary: 'Sign in with e-mail and password',
    role: null,
    body: loginRequest,
    status: 200,
    answer: loginResponse,
  }),
  forgotPassword: call({
    method: 'POST',
    path: '/forgot-password',
    summary: 'E-mail a single-use password reset link (same answer for unknown e-mails)',
    role: null,
    body: forgotPasswordRequest,
    status: 202,
    answer: messageResponse,
  }),
  updatePassword: call({
    method: 'POST',
    path: '/update-password',
    summary: 'Set a new password with the reset link token; signs out every other session',
    role: null,
    body: resetPasswordRequest,
    status: 200,
    answer: loginResponse,
  }),
  me: call({
    method: 'GET',
    path: '/me',
    summary: 'The signed-in account',
    role: 'account',
    status: 200,
    answer: accountProfile,
  }),
  updateMe: call({
    method: 'PUT',
    path: '/me',
    summary:
      'Change name or phone; a new e-mail needs the current password and is changed once confirmed from a link sent to it',
    role: 'account',
    body: updateProfileRequest,
    status: 200,
    answer: accountProfile,
  }),
  changePassword: call({
    method: 'PUT',
    path: '/me/password',
    summary: 'Change the password; other sessions are signed out and a new token is returned',
    role: 'account',
    body: changePasswordRequest,
    status: 200,
    answer: loginResponse,
  }),
  deleteMe: call({
    method: 'DELETE',
    path: '/me',
    summary: 'Erase the account (GDPR); invoices and payments are kept as the law requires, anonymised',
    role: 'account',
    body: deleteAccountRequest,
    status: 200,
    answer: messageResponse,
  }),
  logout: call({
    method: 'POST',
    path: '/logout',
    summary: 'Sign out: this token stops working on the server at once',
    role: 'account',
    status: 200,
    answer: messageResponse,
  }),
  logoutEverywhere: call({
    method: 'POST',
    path: '/logout-everywhere',
    summary: 'Revoke every token of this account (for a superadmin, their impersonations too)',
    role: 'account',
    status: 200,
    answer: messageResponse,
  }),
  audit: call({
    method: 'GET',
    path: '/audit',
    summary:
      'The audit log, newest first; filter by actor, target, action (or prefix ending in a dot) and time',
    role: 'superadmin',
    query: auditQuery,
    status: 200,
    answer: auditResponse,
  }),
} as const;

/** The signed-in user's calls (SPEC 7 `/api/user/`, the GDPR export, favourites). */
export const USER_CALLS = {
  userData: call({
    method: 'GET',
    path: '/user/',
    summary: 'The signed-in user with subscription and the first page of payments (SPEC 7)',
    role: 'user',
    status: 200,
    answer: userDataResponse,
  }),
  exportData: call({
    method: 'GET',
    path: '/user/me/export',
    summary: 'Everything we hold about the user (GDPR access)',
    role: 'user',
    status: 200,
    answer: accountExport,
  }),
  savedList: call({
    method: 'GET',
    path: '/user/saved',
    summary: 'Saved activities',
    role: 'user',
    status: 200,
    answer: savedActivitiesResponse,
  }),
  save: call({
    method: 'PUT',
    path: '/user/saved/:id',
    summary: 'Save an activity',
    role: 'user',
    params: idParams,
    status: 200,
    answer: z.object({ activityId: z.uuid(), saved: z.boolean() }),
  }),
  unsave: call({
    method: 'DELETE',
    path: '/user/saved/:id',
    summary: 'Remove a saved activity',
    role: 'user',
    params: idParams,
    status: 200,
    answer: z.object({ activityId: z.uuid(), saved: z.boolean() }),
  }),
} as const;
