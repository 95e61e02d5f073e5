import type { Voucher } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { voidVoucher } from './void-voucher.ts';
import { customerVoucher } from './voucher-view.ts';

/** POST /api/user/vouchers/{voucherId}/withdraw: the buyer withdraws their unused voucher within 14 days (voidVoucher). */
export async function withdrawVoucher(
  ctx: UseCaseContext,
  user: Account,
  { voucherId }: { voucherId: string },
): Promise<{ voucher: Voucher }> {
  const voucher = await voidVoucher(ctx, voucherId, { buyerId: user.id, actorId: user.id });
  return { voucher: await customerVoucher(ctx.db, voucher, ctx.now, ctx.language) };
}
