import type { BackofficeVoucher, Voucher } from '@champions/contract';
import { type Language, mayWithdrawVoucher, voucherState } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { VoucherRow } from '../repository.ts';
import { voucherPlanName } from './voucher-facts.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A voucher as the API answers it; a plan voucher's plan named as given (the customer's answers name it in
 * the request's language, voucherPlanName), else by the Czech name it was sold under.
 */
export function toVoucher(v: VoucherRow, now: Date, planName = v.planName): Voucher {
  return {
    id: v.id,
    code: v.code,
    amount: v.amount,
    recipientName: v.recipientName,
    message: v.message,
    recipientEmail: v.recipientEmail,
    deliveryDate: v.deliveryDate,
    validUntil: v.validUntil.toISOString(),
    state: voucherState(v, now),
    createdAt: v.createdAt.toISOString(),
    sentAt: iso(v.sentAt),
    redeemedAt: iso(v.redeemedAt),
    voidedAt: iso(v.voidedAt),
    withdrawable: mayWithdrawVoucher(v, now),
    plan:
      v.planType && v.periods
        ? {
            type: v.planType as 'CHAMPIONSHIP' | 'CHAMPIONSHIP_FLEXIBLE',
            areaId: v.areaId,
            name: planName ?? '',
            periods: v.periods,
          }
        : null,
  };
}

/** The customer's voucher, a plan voucher's plan named in the request's language. */
export async function customerVoucher(
  db: Executor,
  v: VoucherRow,
  now: Date,
  language: Language,
): Promise<Voucher> {
  return toVoucher(v, now, await voucherPlanName(db, v, language));
}

/** The back office's view: the voucher, who bought and who used it, and its history oldest first. */
export function toBackofficeVoucher(
  row: { voucher: VoucherRow; buyerEmail: string; redeemedByEmail: string | null },
  now: Date,
): BackofficeVoucher {
  const v = row.voucher;
  const history: BackofficeVoucher['history'] = [
    { at: v.createdAt.toISOString(), kind: 'bought', note: null },
  ];
  if (v.sentAt) history.push({ at: v.sentAt.toISOString(), kind: 'sent', note: v.recipientEmail });
  if (v.redeemedAt)
    history.push({ at: v.redeemedAt.toISOString(), kind: 'redeemed', note: row.redeemedByEmail });
  if (v.voidedAt) history.push({ at: v.voidedAt.toISOString(), kind: 'voided', note: v.voidReason });
  if (v.expiredAt) history.push({ at: v.expiredAt.toISOString(), kind: 'expired', note: null });
  return { ...toVoucher(v, now), buyerEmail: row.buyerEmail, redeemedByEmail: row.redeemedByEmail, history };
}
