import type { BackofficeVoucher } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import {
  recordVoucherAudit,
  selectAccountEmail,
  selectAccountName,
  selectBackofficeVoucher,
} from '../repository.ts';
import { backofficeVoucher } from './backoffice-voucher.ts';
import { sendVoucherToBuyer, sendVoucherToRecipient } from './voucher-mails.ts';

/** E-mails the voucher again: to the buyer, and to the recipient when it was delivered already. Audited. */
export async function resendVoucher(
  { db, mailer, config, now }: UseCaseContext,
  superadmin: Account,
  { voucherId }: { voucherId: string },
): Promise<{ voucher: BackofficeVoucher }> {
  const publicUrl = config.PUBLIC_URL;
  const row = await selectBackofficeVoucher(db, voucherId);
  if (!row) throw new AppError('VOUCHER_UNKNOWN');
  const key = `voucher-resent:${voucherId}:${now.getTime()}`;
  await db.transaction(async (tx) => {
    const email = await selectAccountEmail(tx, row.voucher.buyerId);
    if (email) await sendVoucherToBuyer(mailer, publicUrl, email, row.voucher, tx, `${key}:buyer`);
    if (row.voucher.sentAt) {
      const buyer = await selectAccountName(tx, row.voucher.buyerId);
      await sendVoucherToRecipient(mailer, publicUrl, row.voucher, buyer, tx, `${key}:recipient`);
    }
    await recordVoucherAudit(tx, {
      actorId: superadmin.id,
      action: 'backoffice.voucher.resend',
      targetId: row.voucher.buyerId,
      data: { voucherId },
    });
  });
  return { voucher: await backofficeVoucher(db, voucherId, now) };
}
