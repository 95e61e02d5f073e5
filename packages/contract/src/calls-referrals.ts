import { defineCall as call } from './call-kit.ts';
import {
  backofficeReferralParams,
  backofficeReferralsQuery,
  backofficeReferralsResponse,
  ownReferralResponse,
  revokeReferralBody,
  revokeReferralResponse,
} from './referrals.ts';

/** Referral links and rewards: the customer's and trainer's own link, the back office's overview. */
export const REFERRAL_CALLS = {
  mine: call({
    method: 'GET',
    path: '/user/referral',
    summary: 'The customer’s referral link, whom it brought (first names) and what it earned',
    role: 'user',
    status: 200,
    answer: ownReferralResponse,
  }),
  trainer: call({
    method: 'GET',
    path: '/trainer/referral',
    summary: 'The trainer’s referral link, whom it brought (first names) and what it earned',
    role: 'trainer',
    status: 200,
    answer: ownReferralResponse,
  }),
  list: call({
    method: 'GET',
    path: '/superadmin/referrals',
    summary: 'Referred accounts with their referrer, code and reward state; searched and paged',
    role: 'superadmin',
    query: backofficeReferralsQuery,
    status: 200,
    answer: backofficeReferralsResponse,
  }),
  revoke: call({
    method: 'POST',
    path: '/superadmin/referrals/:refereeId/revoke',
    summary:
      'Revoke a fraudulent referral with a reason: both rewards are taken back through the ledger (none is given later); audited, once',
    role: 'superadmin',
    params: backofficeReferralParams,
    body: revokeReferralBody,
    status: 200,
    answer: revokeReferralResponse,
    errors: [404, 409],
    moneyWrite: true,
  }),
} as const;
