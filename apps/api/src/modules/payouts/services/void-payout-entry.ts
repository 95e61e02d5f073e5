import type { PayoutDetail } from '@champions/contract';
import { payoutActionAllowed, payoutTotals } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { reversePartnerEarning } from '../../books/index.ts';
import {
  payoutLineExists,
  selectPayout,
  selectPayoutLines,
  updatePayout,
  voidPayoutLine,
} from '../repository.ts';
import { toDetail } from './payout-view.ts';

/**
 * Voids an entry of a draft payout (with the payout row locked); the totals are computed again and the
 * books take its earning back from what the partner is owed (`earning-void:<entry>`).
 */
export async function voidPayoutEntry(
  { db, now }: UseCaseContext,
  superadmin: Account,
  input: { payoutId: string; entryId: string; reason: string },
): Promise<PayoutDetail> {
  const actorId = superadmin.id;
  await db.transaction(async (tx) => {
    const payout = await selectPayout(tx, input.payoutId, true);
    if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
    if (!payoutActionAllowed(payout.status, 'void')) throw new AppError('PAYOUT_NOT_DRAFT');
    const voided = await voidPayoutLine(tx, { ...input, actorId, now });
    if (!voided) {
      throw new AppError(
        (await payoutLineExists(tx, input.payoutId, input.entryId))
          ? 'PAYOUT_ENTRY_VOIDED'
          : 'PAYOUT_ENTRY_NOT_FOUND',
      );
    }
    // the entry stays on the statement but pays nothing: the partner is no longer owed its earning
    await reversePartnerEarning(tx, input.entryId, 'payout_entry_void');
    const lines = await selectPayoutLines(tx, input.payoutId);
    const totals = payoutTotals(
      lines.map((line) => ({ earning: line.earning, voided: line.voidedAt !== null })),
      payout.commissionBps,
    );
    const after = await updatePayout(tx, input.payoutId, {
      amount: totals.net,
      gross: totals.gross,
      commission: totals.commission,
      entryCount: totals.entryCount,
      voidedCount: totals.voidedCount,
      voidedAmount: totals.voidedAmount,
    });
    await insertAuditEntry(tx, {
      actorId,
      action: 'payout.void_entry',
      targetId: payout.adminId,
      data: {
        payoutId: payout.id,
        entryId: input.entryId,
        reason: input.reason,
        before: { amount: payout.amount, entryCount: payout.entryCount },
        after: { amount: after.amount, entryCount: after.entryCount },
      },
    });
  });
  const payout = await selectPayout(db, input.payoutId);
  if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
  return toDetail(payout);
}
