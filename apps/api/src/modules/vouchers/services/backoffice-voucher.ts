import type { BackofficeVoucher } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { selectBackofficeVoucher } from '../repository.ts';
import { toBackofficeVoucher } from './voucher-view.ts';

/** One voucher as the back office sees it (404 VOUCHER_UNKNOWN). */
export async function backofficeVoucher(
  db: Executor,
  voucherId: string,
  now: Date,
): Promise<BackofficeVoucher> {
  const row = await selectBackofficeVoucher(db, voucherId);
  if (!row) throw new AppError('VOUCHER_UNKNOWN');
  return toBackofficeVoucher(row, now);
}
