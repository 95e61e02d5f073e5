import type { Database } from '../../../db/client.ts';
import type { JobHandler } from '../../../jobs/queue.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { markSent, selectAccountName, selectVoucher } from '../repository.ts';
import { sendVoucherToRecipient } from './voucher-mails.ts';

/**
 * The job of one voucher's delivery, queued with the payment for 8:00 Prague on the chosen day: e-mails the
 * voucher to its recipient once (the mail's dedupe key) unless it was voided meanwhile, and notes when.
 */
export function voucherDeliveryJob(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}): JobHandler {
  return async (payload) => {
    const { voucherId } = payload as { voucherId: string };
    const { db, mailer, publicUrl } = deps;
    await db.transaction(async (tx) => {
      const voucher = await selectVoucher(tx, voucherId);
      if (!voucher?.recipientEmail || voucher.voidedAt || voucher.sentAt) return;
      await sendVoucherToRecipient(
        mailer,
        publicUrl,
        voucher,
        await selectAccountName(tx, voucher.buyerId),
        tx,
      );
      await markSent(tx, voucher.id, deps.now());
    });
  };
}
