import { messageResponse } from './auth.ts';
import {
  approvePartnerResponse,
  backofficePartner,
  backofficePartnerParams,
  partnerSuspensionBody,
  partnerSuspensionResponse,
} from './backoffice-partners.ts';
import { backofficeRequestParams } from './backoffice-requests.ts';
import { defineCall as call } from './call-kit.ts';

/** The back office's partners: approval from a request, the partner's detail, suspension; all audited. */
export const BACKOFFICE_PARTNER_CALLS = {
  approve: call({
    method: 'POST',
    path: '/superadmin/requests/:id/approve-partner',
    summary:
      'Approve a partner request: creates the partner account and e-mails the link to set a password (or, for a self-registered partner, makes their venues public), marks the request done; once',
    role: 'superadmin',
    params: backofficeRequestParams,
    status: 200,
    answer: approvePartnerResponse,
    errors: [404, 409],
  }),
  reject: call({
    method: 'POST',
    path: '/superadmin/requests/:id/reject-partner',
    summary:
      'Reject a self-registered partner’s request for approval with a reason (the partner is told and may submit again)',
    role: 'superadmin',
    params: backofficeRequestParams,
    body: partnerSuspensionBody,
    status: 200,
    answer: messageResponse,
    errors: [404, 409],
  }),
  detail: call({
    method: 'GET',
    path: '/superadmin/admins/:id',
    summary: 'A partner: company, venues, commission and state',
    role: 'superadmin',
    params: backofficePartnerParams,
    status: 200,
    answer: backofficePartner,
    errors: [404],
  }),
  suspend: call({
    method: 'POST',
    path: '/superadmin/admins/:id/suspend',
    summary:
      'Suspend a partner with a reason: out of the catalogue, no sign-in, customers’ future entries returned as credits and mailed; once',
    role: 'superadmin',
    params: backofficePartnerParams,
    body: partnerSuspensionBody,
    status: 200,
    answer: partnerSuspensionResponse,
    errors: [404],
    moneyWrite: true,
  }),
  lift: call({
    method: 'POST',
    path: '/superadmin/admins/:id/lift-suspension',
    summary: 'Lift a partner’s suspension with a reason: back in the catalogue, may sign in again',
    role: 'superadmin',
    params: backofficePartnerParams,
    body: partnerSuspensionBody,
    status: 200,
    answer: backofficePartner,
    errors: [404],
  }),
} as const;
