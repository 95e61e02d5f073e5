import type { BackofficeRequestsQuery, BackofficeRequestsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { searchRequests } from '../requests-repository.ts';
import { requestRow } from './request-view.ts';

/** GET /api/superadmin/requests: one page of the inbox, filtered, searched and sorted on the server. */
export async function listRequests(
  { db }: UseCaseContext,
  superadmin: Account,
  query: BackofficeRequestsQuery,
): Promise<BackofficeRequestsResponse> {
  const { rows, total } = await searchRequests(db, query, superadmin.id);
  return {
    requests: rows.map(requestRow),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
