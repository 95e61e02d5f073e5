import type { BackofficeBusinessesQuery, BackofficeBusinessesResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectBusinessPage } from '../businesses-repository.ts';

/** /superadmin/business: companies with their seats and invoices, one page. */
export async function listBusinesses(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: BackofficeBusinessesQuery,
): Promise<BackofficeBusinessesResponse> {
  const { rows, total } = await selectBusinessPage(db, query);
  return {
    businesses: rows.map((row) => ({
      ...row,
      seatsUsed: Number(row.seatsUsed),
      seatsInvited: Number(row.seatsInvited),
      invoicesCount: Number(row.invoicesCount),
      unpaidTotal: Number(row.unpaidTotal),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}
