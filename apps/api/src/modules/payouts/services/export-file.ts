import { czechAccountToIban, pragueDayKey } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import { PAYOUT_TEXTS } from '../../../shared/messages.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { aboFile } from '../abo.ts';
import { selectExport, selectExportPayouts } from '../repository.ts';

const decimalComma = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;
const csvCell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A bank file again (the same payouts every time): ABO (.kpc) or CSV (UTF-8 with BOM, semicolons). */
export async function exportFile(
  { db, config }: UseCaseContext,
  _superadmin: Account,
  { exportId, format }: { exportId: string; format: 'abo' | 'csv' },
): Promise<{ fileName: string; contentType: string; body: string }> {
  const file = await selectExport(db, exportId);
  if (!file) throw new AppError('PAYOUT_EXPORT_NOT_FOUND');
  const payouts = await selectExportPayouts(db, exportId);
  const createdOn = pragueDayKey(file.createdAt);
  if (format === 'abo') {
    return {
      fileName: PAYOUT_TEXTS.aboFile(createdOn),
      contentType: 'text/plain; charset=us-ascii',
      body: aboFile({
        debitAccount: config.PAYOUT_ACCOUNT,
        clientName: config.SELLER_NAME,
        createdOn,
        dueOn: file.dueDate,
        payments: payouts.map((payout) => ({
          account: payout.bankAccount,
          amount: payout.amount,
          variableSymbol: payout.variableSymbol,
          message: PAYOUT_TEXTS.paymentMessage(payout.periodKey),
        })),
      }),
    };
  }
  const rows = payouts.map((payout) =>
    [
      payout.partnerName,
      payout.bankAccount,
      czechAccountToIban(payout.bankAccount) ?? '',
      decimalComma(payout.amount),
      payout.variableSymbol,
      payout.periodKey,
      PAYOUT_TEXTS.paymentMessage(payout.periodKey),
    ]
      .map(csvCell)
      .join(';'),
  );
  return {
    fileName: PAYOUT_TEXTS.csvFile(createdOn),
    contentType: 'text/csv; charset=utf-8',
    body: `\ufeff${[PAYOUT_TEXTS.csvHeader.join(';'), ...rows].join('\r\n')}\r\n`,
  };
}
