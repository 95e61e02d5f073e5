import type { UseCaseContext } from '../../../shared/use-case.ts';
import { markSent, selectAccountName, selectVoucher } from '../repository.ts';
import { sendVoucherToRecipient } from './voucher-mails.ts';

/**
 * The job of one voucher's delivery, queued with the payment for 8:00 Prague on the chosen day: e-mails the
 * voucher to its recipient once (the mail's dedupe key) unless it was voided meanwhile, and notes when.
 */
export async function deliverVoucher(
  { db, mailer, config, now }: UseCaseContext,
  _actor: null,
  { voucherId }: { voucherId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const voucher = await selectVoucher(tx, voucherId);
    if (!voucher?.recipientEmail || voucher.voidedAt || voucher.sentAt) return;
    await sendVoucherToRecipient(
      mailer,
      config.PUBLIC_URL,
      voucher,
      await selectAccountName(tx, voucher.buyerId),
      tx,
    );
    await markSent(tx, voucher.id, now);
  });
}
