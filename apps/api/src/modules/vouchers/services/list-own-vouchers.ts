import type { Voucher } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectBuyerVouchers } from '../repository.ts';
import { customerVoucher } from './voucher-view.ts';

/** GET /api/user/vouchers: the vouchers the customer bought, a plan voucher's plan named in their language. */
export async function listOwnVouchers(
  { db, now, language }: UseCaseContext,
  user: Account,
): Promise<{ vouchers: Voucher[] }> {
  const rows = await selectBuyerVouchers(db, user.id);
  return { vouchers: await Promise.all(rows.map((v) => customerVoucher(db, v, now, language))) };
}
