import type { BoAdminsQuery, BoAdminsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { searchAdmins } from '../partner-screens-repository.ts';
import { pageOf } from './partner-snapshots.ts';

/** GET /api/superadmin/admins: one page of partner accounts with their number of venues. */
export async function listBoAdmins(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: BoAdminsQuery,
): Promise<BoAdminsResponse> {
  const { rows, total } = await searchAdmins(db, query);
  return {
    admins: rows.map(({ emailVerifiedAt, createdAt, ...row }) => ({
      ...row,
      emailVerified: emailVerifiedAt !== null,
      createdAt: createdAt.toISOString(),
    })),
    pagination: pageOf(query, total),
  };
}
