import type { BackofficeSearchResponse, backofficeSearchQuery } from '@champions/contract';
import type { z } from 'zod';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { searchEverything } from '../search-repository.ts';

type Query = z.output<typeof backofficeSearchQuery>;

/** GET /api/superadmin/search: one page of customers, tickets, payments, receipts, venues, partners, activities. */
export async function searchBackoffice(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: Query,
): Promise<BackofficeSearchResponse> {
  const { rows, total } = await searchEverything(db, query.q, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    q: query.q,
    hits: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      label: row.label,
      detail: row.detail ?? '',
      amount: row.amount === null ? null : Number(row.amount),
      at: row.at === null ? null : new Date(row.at).toISOString(),
      targetId: row.targetId,
    })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
