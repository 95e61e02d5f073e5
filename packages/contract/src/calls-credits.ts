import { defineCall } from './call-kit.ts';
import { creditHistoryQuery, creditHistoryResponse } from './credit-history.ts';

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
} as const;
