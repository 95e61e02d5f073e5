import type { UserRefundsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectUserRefundPage } from '../refunds-repository.ts';

/** GET /api/user/refunds: the user's refunds and credit notes, newest first. */
export async function listUserRefunds(
  { db }: UseCaseContext,
  user: Account,
  query: { page: number; limit: number },
): Promise<UserRefundsResponse> {
  const { rows, total } = await selectUserRefundPage(db, user.id, query.page, query.limit);
  return {
    refunds: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
