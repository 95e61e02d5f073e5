import type { BackofficeVoucher } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { searchVouchers } from '../repository.ts';
import { toBackofficeVoucher } from './voucher-view.ts';

/** GET /api/superadmin/vouchers?q=: found by a part of the code or of the buyer's e-mail. */
export async function listBackofficeVouchers(
  { db, now }: UseCaseContext,
  _superadmin: Account,
  { q }: { q: string },
): Promise<{ vouchers: BackofficeVoucher[] }> {
  const rows = await searchVouchers(db, q.trim());
  return { vouchers: rows.map((row) => toBackofficeVoucher(row, now)) };
}
