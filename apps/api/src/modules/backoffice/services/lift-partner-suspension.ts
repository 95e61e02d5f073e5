import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findPartner, setPartnerSuspended } from '../partners-repository.ts';
import { recordAudit } from '../repository.ts';
import { loadPartner } from './partner-view.ts';

/**
 * POST /api/superadmin/admins/:id/lift-suspension: the partner is back in the catalogue and may sign in
 * (cancelled entries stay cancelled). Audited with before and after; a partner not suspended changes nothing.
 */
export async function liftPartnerSuspension(
  ctx: UseCaseContext,
  superadmin: Account,
  { partnerId, reason }: { partnerId: string; reason: string },
) {
  const { db } = ctx;
  const changed = await db.transaction(async (tx) => {
    const row = await findPartner(tx, partnerId, true);
    if (!row) throw new AppError('PARTNER_NOT_FOUND');
    if (!row.account.suspendedAt) return false;
    await setPartnerSuspended(tx, partnerId, null);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'backoffice.partner.unsuspend',
      targetId: partnerId,
      data: {
        reason,
        before: { suspended: true, suspendedAt: row.account.suspendedAt.toISOString() },
        after: { suspended: false },
      },
    });
    return true;
  });
  if (changed) ctx.catalogueChanged('accounts');
  return loadPartner(ctx, superadmin, { partnerId });
}
