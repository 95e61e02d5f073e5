import type { payoutExportList } from '@champions/contract';
import type { z } from 'zod';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectExportPage } from '../repository.ts';

/** The bank files made so far, newest first. */
export async function listExports(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: { page: number; limit: number },
): Promise<z.infer<typeof payoutExportList>> {
  const { rows, total } = await selectExportPage(db, query);
  return {
    exports: rows.map((row) => ({
      id: row.id,
      payoutCount: row.payoutCount,
      total: row.total,
      dueDate: row.dueDate,
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
