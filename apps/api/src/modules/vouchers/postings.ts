import { bookAccount, transfer } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { postEntry, postVoucherPlanRestProvided } from '../books/index.ts';

/**
 * A gift voucher in the books (docs/business-rules.md, "Dárkové poukazy"). The card's capture posts as every
 * payment's does (provider → payment); the sale moves what the payment took to the voucher's liability, which
 * the redemption moves on to the customer's credit (appendCredit, reason 'voucher'), a withdrawal back to the
 * payment (then refunded to the card) and the expiry to the platform's revenue.
 */
export async function postVoucherSold(
  tx: Executor,
  voucher: { id: string; paymentId: string; amount: number },
): Promise<void> {
  await postEntry(tx, {
    reference: `voucher:${voucher.id}`,
    event: 'voucher_sold',
    lines: transfer({
      debit: bookAccount.payment(voucher.paymentId),
      credit: bookAccount.vouchers(voucher.id),
      amount: voucher.amount,
    }),
  });
}

export async function postVoucherWithdrawn(
  tx: Executor,
  voucher: { id: string; paymentId: string; amount: number },
): Promise<void> {
  await postEntry(tx, {
    reference: `voucher-withdrawn:${voucher.id}`,
    event: 'voucher_withdrawn',
    lines: transfer({
      debit: bookAccount.vouchers(voucher.id),
      credit: bookAccount.payment(voucher.paymentId),
      amount: voucher.amount,
    }),
  });
}

/**
 * An unused voucher expired. An amount voucher's value is the platform's revenue (breakage: not taxed, a
 * multi-purpose voucher); a plan voucher was taxed when sold, so its value goes back to its payment and is
 * provided there at once (sales and VAT, as its receipt split them).
 */
export async function postVoucherExpired(
  tx: Executor,
  voucher: { id: string; amount: number; paymentId: string; planType: string | null },
): Promise<void> {
  await postEntry(tx, {
    reference: `voucher-expired:${voucher.id}`,
    event: 'voucher_expired',
    lines: transfer({
      debit: bookAccount.vouchers(voucher.id),
      credit: voucher.planType ? bookAccount.payment(voucher.paymentId) : bookAccount.platformRevenue,
      amount: voucher.amount,
    }),
  });
  if (voucher.planType) await postVoucherPlanRestProvided(tx, voucher.paymentId);
}

/**
 * A plan voucher redeemed: its value goes back from the voucher's liability to its payment, which then
 * prepays the plan's covered periods and is provided period by period as a paid plan's payments are.
 */
export async function postVoucherPlanRedeemed(
  tx: Executor,
  voucher: { id: string; paymentId: string; amount: number },
): Promise<void> {
  await postEntry(tx, {
    reference: `voucher-plan:${voucher.id}`,
    event: 'voucher_plan_redeemed',
    lines: transfer({
      debit: bookAccount.vouchers(voucher.id),
      credit: bookAccount.payment(voucher.paymentId),
      amount: voucher.amount,
    }),
  });
}
