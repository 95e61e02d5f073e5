import { z } from 'zod';
import { accountExport, userDataResponse } from './account-data.ts';
import {
  accountProfile,
  changePasswordRequest,
  deleteAccountRequest,
  forgotPasswordRequest,
  languageRequest,
  languageResponse,
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  resetPasswordRequest,
  tokenRequest,
  updateProfileRequest,
} from './auth.ts';
import { defineCall as call } from './call-kit.ts';
import { idParams, savedActivitiesResponse } from './catalogue.ts';
import { auditQuery, auditResponse } from './security.ts';

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
  setLanguage: call({
    method: 'PUT',
    path: '/user/language',
    summary: "Set the account's language (cs or en): its e-mails and documents are written in it",
    role: 'user',
    body: languageRequest,
    status: 200,
    answer: languageResponse,
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
