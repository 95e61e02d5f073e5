import type { BackofficeEntriesQuery, BackofficeEntriesResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectEntryPage, selectFilterOptions } from '../entries-repository.ts';
import { toEntryRow } from './entry-row.ts';

/** GET /api/superadmin/entries: a page of scans (filtered and sorted on the server) and the filters' options. */
export async function listEntries(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: BackofficeEntriesQuery,
): Promise<BackofficeEntriesResponse> {
  const [{ rows, total }, options] = await Promise.all([selectEntryPage(db, query), selectFilterOptions(db)]);
  return {
    entries: rows.map(toEntryRow),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
    ...options,
  };
}
