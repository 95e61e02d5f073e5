import { randomBytes } from 'node:crypto';
import { voucherCode, voucherDeliveryAt, voucherValidUntil } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { Payment } from '../../payments/index.ts';
import { postVoucherSold } from '../postings.ts';
import { insertVoucher, selectAccountEmail, selectVoucherOfPayment } from '../repository.ts';
import { sendVoucherToBuyer } from './voucher-mails.ts';

/** The job that e-mails a voucher to its recipient on the chosen day (8:00 Prague). */
export const VOUCHER_DELIVERY_JOB = 'vouchers.deliver';

/** What a voucher's card payment buys, kept in payments.reference as `voucher:<json>` (either kind). */
export interface VoucherOrder {
  amount: number;
  recipientName: string;
  message: string;
  recipientEmail: string | null;
  deliveryDate: string;
  /** a plan voucher: the plan as sold (its name is printed; the price was its period price × periods) */
  plan?: {
    type: 'CHAMPIONSHIP' | 'CHAMPIONSHIP_FLEXIBLE';
    areaId: string | null;
    name: string;
    periods: number;
  };
}

const PREFIX = 'voucher:';

export const voucherReference = (order: VoucherOrder) => `${PREFIX}${JSON.stringify(order)}`;

function parseReference(reference: string | null): VoucherOrder | null {
  if (!reference?.startsWith(PREFIX)) return null;
  try {
    return JSON.parse(reference.slice(PREFIX.length)) as VoucherOrder;
  } catch {
    return null;
  }
}

/**
 * Fulfilment of a succeeded 'voucher' payment, in the payment's own transaction: the voucher with its code,
 * its sale in the books (what the payment took is now owed on the voucher), the buyer's mail with the PDF
 * and the recipient's mail queued for the chosen day. An amount voucher ('voucher') has no receipt: payments
 * skip it for that kind; a plan voucher ('plan_voucher', single-purpose) got its receipt with the payment.
 */
export function voucherFulfilment(now: () => Date, publicUrl: string, mailer: Mailer) {
  return async (tx: Executor, payment: Payment): Promise<void> => {
    const order = parseReference(payment.reference);
    if (!order) throw new Error(`voucher payment ${payment.id} has no valid reference`);
    if (await selectVoucherOfPayment(tx, payment.id)) return;
    const at = now();
    const voucher = await insertVoucher(tx, {
      code: voucherCode((n) => randomBytes(n)),
      paymentId: payment.id,
      buyerId: payment.userId,
      amount: payment.totalAmount,
      recipientName: order.recipientName,
      message: order.message,
      recipientEmail: order.recipientEmail,
      deliveryDate: order.deliveryDate,
      planType: order.plan?.type ?? null,
      areaId: order.plan?.areaId ?? null,
      planName: order.plan?.name ?? null,
      periods: order.plan?.periods ?? null,
      validUntil: voucherValidUntil(at),
      createdAt: at,
    });
    await postVoucherSold(tx, voucher);
    const email = await selectAccountEmail(tx, payment.userId);
    if (email) await sendVoucherToBuyer(mailer, publicUrl, email, voucher, tx);
    if (voucher.recipientEmail) {
      const runAt = voucherDeliveryAt(voucher.deliveryDate);
      await enqueueJob(tx, {
        kind: VOUCHER_DELIVERY_JOB,
        payload: { voucherId: voucher.id },
        runAt: runAt < at ? at : runAt,
        dedupeKey: `${VOUCHER_DELIVERY_JOB}:${voucher.id}`,
      });
    }
  };
}
