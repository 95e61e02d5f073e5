import type { RedeemVoucherResponse } from '@champions/contract';
import { type Language, normalizeVoucherCode, voucherState } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { appendCredit } from '../../payments/index.ts';
import { startVoucherPlan } from '../../subscriptions/index.ts';
import { postVoucherPlanRedeemed } from '../postings.ts';
import { lockVoucherByCode, markRedeemed, selectAccountCredits } from '../repository.ts';
import { voucherPlanName } from './voucher-facts.ts';

/**
 * POST /api/user/vouchers/redeem: redeems a voucher's code for the customer (creditVoucher), unless they or
 * their address guessed too many unknown codes this hour (429); an unknown code counts as a guess.
 */
export async function redeemVoucher(
  { db, now, language, voucherRedeemThrottle: throttle }: UseCaseContext,
  user: Account,
  { code, ip }: { code: string; ip: string },
): Promise<RedeemVoucherResponse> {
  await throttle.assertAllowed(user.id, ip);
  try {
    return await creditVoucher(db, user.id, code, now, language);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VOUCHER_NOT_FOUND') {
      await throttle.recordUnknownCode(user.id, ip);
    }
    throw error;
  }
}

/**
 * Redeems a voucher's code: in one transaction with the voucher row locked, the voucher is marked redeemed and
 * its amount becomes the customer's credit (reason 'voucher': the books move vouchers:<v> → customer_credit).
 * Any number of concurrent attempts credit it once; the others are told it was used. A plan voucher instead
 * starts its plan (`startVoucherPlan`, its covered periods not charged) and moves its value back to its payment,
 * which the plan's periods then provide; a customer with a plan already gets a Czech 409 and nothing changes.
 * Errors: unknown code (404), used, voided or expired (409). The plan is named in the request's `language`.
 */
async function creditVoucher(
  db: Database,
  userId: string,
  input: string,
  now: Date,
  language: Language = 'cs',
): Promise<RedeemVoucherResponse> {
  const code = normalizeVoucherCode(input);
  if (!code) throw new AppError('VOUCHER_NOT_FOUND');
  return db.transaction(async (tx) => {
    const voucher = await lockVoucherByCode(tx, code);
    if (!voucher) throw new AppError('VOUCHER_NOT_FOUND');
    const state = voucherState(voucher, now);
    if (state === 'redeemed') throw new AppError('VOUCHER_ALREADY_REDEEMED');
    if (state === 'voided') throw new AppError('VOUCHER_VOIDED');
    if (state === 'expired') throw new AppError('VOUCHER_EXPIRED');
    if (voucher.planType && voucher.periods) {
      // a plan voucher starts the plan: refused (nothing changed) when the customer has one already
      const sub = await startVoucherPlan(tx, {
        userId,
        type: voucher.planType,
        areaId: voucher.areaId,
        periods: voucher.periods,
        now,
      });
      await markRedeemed(tx, voucher.id, userId, now, sub.id);
      await postVoucherPlanRedeemed(tx, voucher);
      return {
        amount: voucher.amount,
        credits: await selectAccountCredits(tx, userId),
        plan: {
          name: (await voucherPlanName(tx, voucher, language)) ?? '',
          periods: voucher.periods,
          subscriptionId: sub.id,
        },
      };
    }
    await markRedeemed(tx, voucher.id, userId, now);
    const entry = await appendCredit(tx, {
      userId,
      amount: voucher.amount,
      reason: 'voucher',
      reference: voucher.id,
    });
    return { amount: voucher.amount, credits: entry.balanceAfter, plan: null };
  });
}
