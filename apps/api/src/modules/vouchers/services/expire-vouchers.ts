import type { UseCaseContext } from '../../../shared/use-case.ts';
import { postVoucherExpired } from '../postings.ts';
import { lockVoucher, markExpired, selectExpiring } from '../repository.ts';

/** The daily job that ends the vouchers whose 12 months ran out unused. */
export const VOUCHER_EXPIRY_JOB = 'vouchers.expire';

/**
 * Marks each unused voucher past its validity expired and posts its value to the platform's revenue
 * (breakage: the money was paid and nothing will be supplied for it), one transaction per voucher with its
 * row locked, so a redemption at the same moment either wins or finds it expired. Answers how many ended.
 */
export async function expireVouchers({ db, now }: UseCaseContext, _actor: null): Promise<number> {
  let ended = 0;
  for (;;) {
    const due = await selectExpiring(db, now, 100);
    if (due.length === 0) return ended;
    for (const id of due) {
      await db.transaction(async (tx) => {
        const voucher = await lockVoucher(tx, id);
        if (!voucher || voucher.redeemedAt || voucher.voidedAt || voucher.expiredAt) return;
        if (voucher.validUntil > now) return;
        await markExpired(tx, voucher.id, now);
        await postVoucherExpired(tx, voucher);
        ended++;
      });
    }
    if (due.length < 100) return ended;
  }
}
