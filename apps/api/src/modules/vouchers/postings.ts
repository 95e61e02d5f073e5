import { bookAccount, transfer } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { postEntry } from '../books/index.ts';

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

export async function postVoucherExpired(
  tx: Executor,
  voucher: { id: string; amount: number },
): Promise<void> {
  await postEntry(tx, {
    reference: `voucher-expired:${voucher.id}`,
    event: 'voucher_expired',
    lines: transfer({
      debit: bookAccount.vouchers(voucher.id),
      credit: bookAccount.platformRevenue,
      amount: voucher.amount,
    }),
  });
}
