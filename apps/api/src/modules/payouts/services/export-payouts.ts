import type { PayoutExport } from '@champions/contract';
import { pragueDayKey } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { claimForExport, insertExport, updateExportTotals } from '../repository.ts';

/**
 * Puts approved payouts (all, or the ones given) into a new bank file. The payouts move to 'exported'
 * in one conditional update, so a payout lands in one file only: of two exports at once, the second
 * finds nothing left and is refused (and leaves no empty file behind).
 */
export async function exportPayouts(
  { db, now }: UseCaseContext,
  superadmin: Account,
  input: { payoutIds?: string[] | undefined; dueDate: string },
): Promise<PayoutExport> {
  const actorId = superadmin.id;
  if (input.dueDate < pragueDayKey(now)) {
    throw new AppError('PAYOUT_DUE_IN_PAST');
  }
  const file = await db.transaction(async (tx) => {
    const created = await insertExport(tx, {
      createdById: actorId,
      payoutCount: 0,
      total: 0,
      dueDate: input.dueDate,
      createdAt: now,
    });
    const moved = await claimForExport(tx, { payoutIds: input.payoutIds, exportId: created.id, now });
    if (moved.length === 0) throw new AppError('PAYOUT_NOTHING_TO_EXPORT');
    const total = moved.reduce((sum, payout) => sum + payout.amount, 0);
    for (const payout of moved) {
      await insertAuditEntry(tx, {
        actorId,
        action: 'payout.export',
        targetId: payout.adminId,
        data: {
          payoutId: payout.id,
          before: { status: 'approved' },
          after: { status: payout.status, exportId: created.id, amount: payout.amount },
        },
      });
    }
    return updateExportTotals(tx, created.id, moved.length, total);
  });
  return {
    id: file.id,
    payoutCount: file.payoutCount,
    total: file.total,
    dueDate: file.dueDate,
    createdAt: file.createdAt.toISOString(),
  };
}
