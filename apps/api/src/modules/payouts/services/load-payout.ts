import type { PayoutDetail, PayoutEntries } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { type PayoutWithPartner, selectPayout, selectPayoutEntryPage } from '../repository.ts';
import { toDetail } from './payout-view.ts';

/** The payout, or 404; with `adminId` only that partner's (another partner's looks the same as none). */
export async function findPayout(db: Executor, id: string, adminId?: string): Promise<PayoutWithPartner> {
  const payout = await selectPayout(db, id);
  if (!payout || (adminId && payout.adminId !== adminId)) throw new AppError('PAYOUT_NOT_FOUND');
  return payout;
}

export async function loadPayout(db: Executor, id: string, adminId?: string): Promise<PayoutDetail> {
  return toDetail(await findPayout(db, id, adminId));
}

/** A page of the statement's entries (voided ones included), sorted on the server. */
export async function loadPayoutEntries(
  db: Executor,
  id: string,
  query: { sort: string; page: number; limit: number },
  adminId?: string,
): Promise<PayoutEntries> {
  await findPayout(db, id, adminId);
  const { rows, total } = await selectPayoutEntryPage(db, id, query);
  return {
    entries: rows.map((row) => ({
      ...row,
      scannedAt: row.scannedAt.toISOString(),
      voidedAt: row.voidedAt ? row.voidedAt.toISOString() : null,
    })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
