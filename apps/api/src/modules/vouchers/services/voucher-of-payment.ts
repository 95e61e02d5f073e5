import type { Voucher } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectVoucherOfPayment } from '../repository.ts';
import { customerVoucher } from './voucher-view.ts';

/** GET /api/user/payments/{paymentId}/voucher: the voucher a paid voucher payment bought, or 404. */
export async function voucherOfPayment(
  { db, now, language }: UseCaseContext,
  user: Account,
  { paymentId }: { paymentId: string },
): Promise<{ voucher: Voucher }> {
  const voucher = await selectVoucherOfPayment(db, paymentId);
  if (!voucher || voucher.buyerId !== user.id) throw new AppError('VOUCHER_NOT_PAID_YET');
  return { voucher: await customerVoucher(db, voucher, now, language) };
}
