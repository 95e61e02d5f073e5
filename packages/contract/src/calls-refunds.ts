import { z } from 'zod';
import {
  backofficeRefundBody,
  backofficeRefundParams,
  backofficeRefundResponse,
  backofficeUserPaymentsQuery,
  backofficeUserPaymentsResponse,
  refundIdParams,
  userRefundsQuery,
  userRefundsResponse,
} from './backoffice-refunds.ts';
import { backofficeUserParams } from './backoffice-users.ts';
import { defineCall as call } from './call-kit.ts';

/** Back-office refunds of card payments with their credit notes (superadmin), and the user's view of them. */
export const REFUND_CALLS = {
  userPayments: call({
    method: 'GET',
    path: '/superadmin/users/:id/payments',
    summary: 'A user’s card payments with their receipts, refunds and credit notes, newest first, paged',
    role: 'superadmin',
    params: backofficeUserParams,
    query: backofficeUserPaymentsQuery,
    status: 200,
    answer: backofficeUserPaymentsResponse,
    errors: [404],
  }),
  refund: call({
    method: 'POST',
    path: '/superadmin/users/:id/payments/:paymentId/refunds',
    summary:
      'Refund a card payment in full or in part through the provider, with a credit note e-mailed to the user; audited; Idempotency-Key',
    role: 'superadmin',
    params: backofficeRefundParams,
    body: backofficeRefundBody,
    status: 200,
    answer: backofficeRefundResponse,
    errors: [402, 404, 409, 422],
    moneyWrite: true,
  }),
  creditNotePdf: call({
    method: 'GET',
    path: '/superadmin/refunds/:refundId/credit-note.pdf',
    summary: 'The credit note (opravný daňový doklad) of a refund as PDF',
    role: 'superadmin',
    params: refundIdParams,
    status: 200,
    answer: z.any().describe('application/pdf'),
    errors: [404],
  }),
} as const;

/** The signed-in user's refunds and their credit notes (/platba). */
export const USER_REFUND_CALLS = {
  list: call({
    method: 'GET',
    path: '/user/refunds',
    summary: 'The user’s refunds with their credit notes, newest first, paged',
    role: 'user',
    query: userRefundsQuery,
    status: 200,
    answer: userRefundsResponse,
  }),
  creditNotePdf: call({
    method: 'GET',
    path: '/user/refunds/:refundId/credit-note.pdf',
    summary: 'The credit note (opravný daňový doklad) of one of the user’s refunds as PDF',
    role: 'user',
    params: refundIdParams,
    status: 200,
    answer: z.any().describe('application/pdf'),
    errors: [404],
  }),
} as const;
