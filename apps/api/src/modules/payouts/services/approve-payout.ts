import type { PayoutDetail } from '@champions/contract';
import { payoutActionFrom } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { movePayout, selectPayout } from '../repository.ts';
import { toDetail } from './payout-view.ts';

/** Approves a draft payout: one conditional update, so of two approvals at once exactly one wins. */
export async function approvePayout(
  { db, now }: UseCaseContext,
  superadmin: Account,
  { payoutId: id }: { payoutId: string },
): Promise<PayoutDetail> {
  const actorId = superadmin.id;
  const moved = await db.transaction(async (tx) => {
    const row = await movePayout(tx, id, payoutActionFrom('approve'), {
      status: 'approved',
      approvedAt: now,
      approvedById: actorId,
    });
    if (!row) return null;
    await insertAuditEntry(tx, {
      actorId,
      action: 'payout.approve',
      targetId: row.adminId,
      data: {
        payoutId: id,
        before: { status: 'draft', amount: row.amount },
        after: { status: row.status, amount: row.amount },
      },
    });
    return row;
  });
  const payout = await selectPayout(db, id);
  if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
  if (!moved) throw new AppError('PAYOUT_NOT_DRAFT');
  return toDetail(payout);
}
