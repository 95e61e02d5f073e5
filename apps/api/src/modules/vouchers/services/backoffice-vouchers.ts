import type { BackofficeVoucher } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Account } from '../../auth/index.ts';
import {
  recordVoucherAudit,
  searchVouchers,
  selectAccountEmail,
  selectAccountName,
  selectBackofficeVoucher,
} from '../repository.ts';
import { sendVoucherToBuyer, sendVoucherToRecipient } from './voucher-mails.ts';
import { toBackofficeVoucher } from './voucher-view.ts';
import { type VoidDeps, voidVoucher } from './withdraw-voucher.ts';

/** GET /api/superadmin/vouchers?q=: found by a part of the code or of the buyer's e-mail. */
export async function listBackofficeVouchers(db: Database, q: string, now: Date) {
  const rows = await searchVouchers(db, q.trim());
  return { vouchers: rows.map((row) => toBackofficeVoucher(row, now)) };
}

async function backofficeVoucher(db: Database, voucherId: string, now: Date): Promise<BackofficeVoucher> {
  const row = await selectBackofficeVoucher(db, voucherId);
  if (!row) throw new AppError('VOUCHER_UNKNOWN');
  return toBackofficeVoucher(row, now);
}

/** E-mails the voucher again: to the buyer, and to the recipient when it was delivered already. Audited. */
export async function resendVoucher(
  deps: { db: Database; mailer: Mailer; publicUrl: string; now: () => Date },
  superadmin: Account,
  voucherId: string,
) {
  const { db, mailer, publicUrl } = deps;
  const row = await selectBackofficeVoucher(db, voucherId);
  if (!row) throw new AppError('VOUCHER_UNKNOWN');
  const at = deps.now();
  const key = `voucher-resent:${voucherId}:${at.getTime()}`;
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
  return { voucher: await backofficeVoucher(db, voucherId, at) };
}

/** Voids an unused voucher and refunds its payment to the card (voidVoucher); audited. */
export async function voidVoucherByBackoffice(deps: VoidDeps, superadmin: Account, voucherId: string) {
  const voucher = await voidVoucher(deps, voucherId, { backoffice: true, actorId: superadmin.id });
  await recordVoucherAudit(deps.db, {
    actorId: superadmin.id,
    action: 'backoffice.voucher.void',
    targetId: voucher.buyerId,
    data: { voucherId, amount: voucher.amount, paymentId: voucher.paymentId },
  });
  return { voucher: await backofficeVoucher(deps.db, voucherId, deps.now()) };
}
