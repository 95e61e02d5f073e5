import type { BackofficeVoucher } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { recordVoucherAudit } from '../repository.ts';
import { backofficeVoucher } from './backoffice-voucher.ts';
import { voidVoucher } from './void-voucher.ts';

/** Voids an unused voucher and refunds its payment to the card (voidVoucher); audited. */
export async function voidVoucherByBackoffice(
  ctx: UseCaseContext,
  superadmin: Account,
  { voucherId }: { voucherId: string },
): Promise<{ voucher: BackofficeVoucher }> {
  const voucher = await voidVoucher(ctx, voucherId, { backoffice: true, actorId: superadmin.id });
  await recordVoucherAudit(ctx.db, {
    actorId: superadmin.id,
    action: 'backoffice.voucher.void',
    targetId: voucher.buyerId,
    data: { voucherId, amount: voucher.amount, paymentId: voucher.paymentId },
  });
  return { voucher: await backofficeVoucher(ctx.db, voucherId, ctx.now) };
}
