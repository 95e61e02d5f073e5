import { mayWithdrawVoucher, voucherState } from '@champions/domain';
import { VOUCHER_TEXTS } from '../../../mail/voucher-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { returnPaymentLater } from '../../payments/index.ts';
import { postVoucherWithdrawn } from '../postings.ts';
import {
  lockVoucher,
  markVoided,
  selectVoucher,
  selectVoucherPayment,
  type VoucherRow,
} from '../repository.ts';

/**
 * Voids an unused voucher and gives its payment back to the card. In one transaction with the voucher row
 * locked: the checks, the voucher voided, its value moved back from vouchers:<v> to its payment in the books
 * and the payment's return queued (`payments.return`, the job that retries after a crash or a provider
 * failure); right after the commit the refund is made at once under the same refund key, so it happens once.
 * An amount voucher's refund has no credit note (its payment had no receipt); a plan voucher's has one
 * (docs/business-rules.md, "Dárkové poukazy"); a refund the job retries later gets none.
 * `by`: the buyer's withdrawal (only their own voucher, within 14 days) or the back office's void.
 */
export async function voidVoucher(
  { db, payments, now: at, log }: UseCaseContext,
  voucherId: string,
  by: ({ buyerId: string } | { backoffice: true }) & { actorId: string },
): Promise<VoucherRow> {
  const voided = await db.transaction(async (tx) => {
    const voucher = await lockVoucher(tx, voucherId);
    if (!voucher || ('buyerId' in by && voucher.buyerId !== by.buyerId))
      throw new AppError('VOUCHER_UNKNOWN');
    const state = voucherState(voucher, at);
    if ('buyerId' in by) {
      if (state === 'redeemed') throw new AppError('VOUCHER_WITHDRAWAL_REDEEMED');
      if (state === 'voided') throw new AppError('VOUCHER_VOIDED');
      if (state === 'expired') throw new AppError('VOUCHER_EXPIRED');
      if (!mayWithdrawVoucher(voucher, at)) throw new AppError('VOUCHER_WITHDRAWAL_LATE');
    } else if (state !== 'active') {
      throw new AppError('VOUCHER_NOT_VOIDABLE');
    }
    const payment = (await selectVoucherPayment(tx, voucher.paymentId))!;
    await markVoided(tx, voucher.id, 'buyerId' in by ? 'withdrawn' : 'backoffice', at);
    await postVoucherWithdrawn(tx, voucher);
    await returnPaymentLater(tx, payment, at, 'voucher_withdrawn');
    return { payment, planVoucher: voucher.planType !== null };
  });
  try {
    await payments.refundPayment({
      paymentId: voided.payment.id,
      amount: voided.payment.amount,
      to: 'card',
      refundKey: 'return',
      // a plan voucher was taxed when sold: its refund gets a credit note correcting the receipt
      ...(voided.planVoucher
        ? { record: { actorId: by.actorId, reason: VOUCHER_TEXTS.withdrawalCreditNote } }
        : {}),
    });
  } catch (error) {
    // the queued return tries again
    log.warn({ err: { message: String(error) }, paymentId: voided.payment.id }, 'voucher refund deferred');
  }
  return (await selectVoucher(db, voucherId))!;
}
