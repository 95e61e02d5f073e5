import { z } from 'zod';
import { defineCall } from './call-kit.ts';
import { creditHistoryQuery, creditHistoryResponse, creditMovementParams } from './credit-history.ts';

/** The signed-in user's credit, as the books keep it (/platba). */
export const CREDIT_CALLS = {
  history: defineCall({
    method: 'GET',
    path: '/user/credits/history',
    summary:
      'Every movement of the user’s credit with its reason and the balance after it, newest first, paged',
    role: 'user',
    query: creditHistoryQuery,
    status: 200,
    answer: creditHistoryResponse,
  }),
  creditNotePdf: defineCall({
    method: 'GET',
    path: '/user/credits/:id/credit-note.pdf',
    summary: 'The credit note (opravný daňový doklad) of money returned to the user as credit, as PDF',
    role: 'user',
    params: creditMovementParams,
    status: 200,
    answer: z.any().describe('application/pdf'),
    errors: [404],
  }),
} as const;
