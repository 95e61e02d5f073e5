import type { BackofficeUsersQuery, BackofficeUsersResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { searchUsers } from '../users-repository.ts';
import { toUserRow } from './user-row.ts';

/** GET /api/superadmin/users: one page of customers, searched and sorted on the server. */
export async function listUsers(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: BackofficeUsersQuery,
): Promise<BackofficeUsersResponse> {
  const { rows, total } = await searchUsers(db, query);
  return {
    users: rows.map(toUserRow),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}
