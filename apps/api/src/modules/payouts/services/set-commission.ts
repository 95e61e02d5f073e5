import type { PayoutDetail } from '@champions/contract';
import { payoutActionAllowed, payoutTotals } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { selectPayout, selectPayoutLines, updatePartnerCommission, updatePayout } from '../repository.ts';
import { toDetail } from './payout-view.ts';

/**
 * Sets the partner's commission from one of its draft payouts (row locked): the partner's settings
 * keep it for later payouts and this draft is computed again at the new rate. Approved payouts keep
 * the rate they were approved with.
 */
export async function setPartnerCommission(
  { db }: UseCaseContext,
  superadmin: Account,
  input: { payoutId: string; commissionBps: number },
): Promise<PayoutDetail> {
  const actorId = superadmin.id;
  await db.transaction(async (tx) => {
    const payout = await selectPayout(tx, input.payoutId, true);
    if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
    if (!payoutActionAllowed(payout.status, 'recompute')) throw new AppError('PAYOUT_NOT_DRAFT');
    await updatePartnerCommission(tx, payout.adminId, input.commissionBps);
    const lines = await selectPayoutLines(tx, payout.id);
    const totals = payoutTotals(
      lines.map((line) => ({ earning: line.earning, voided: line.voidedAt !== null })),
      input.commissionBps,
    );
    const after = await updatePayout(tx, payout.id, {
      commissionBps: input.commissionBps,
      commission: totals.commission,
      amount: totals.net,
    });
    await insertAuditEntry(tx, {
      actorId,
      action: 'payout.commission',
      targetId: payout.adminId,
      data: {
        payoutId: payout.id,
        before: { commissionBps: payout.commissionBps, amount: payout.amount },
        after: { commissionBps: after.commissionBps, amount: after.amount },
      },
    });
  });
  const payout = await selectPayout(db, input.payoutId);
  if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
  return toDetail(payout);
}
