import type { BlockUserBody } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { recordAudit } from '../repository.ts';
import { lockUser, setBlocked } from '../users-repository.ts';
import { toUserRow } from './user-row.ts';

/**
 * PUT /api/superadmin/users/:id/block: blocks a customer (every session ends, sign-in is refused) or
 * unblocks; the audit row keeps the state before and after and the reason. Asking for the state the
 * account is already in changes nothing and writes no row.
 */
export async function blockUser(
  { db, now }: UseCaseContext,
  superadmin: Account,
  { userId, ...body }: BlockUserBody & { userId: string },
) {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if ((user.blockedAt !== null) === body.blocked) return { user: toUserRow(user) };
    const updated = await setBlocked(tx, userId, body.blocked ? now : null);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: body.blocked ? 'backoffice.user.block' : 'backoffice.user.unblock',
      targetId: userId,
      data: {
        before: { blocked: user.blockedAt !== null },
        after: { blocked: updated.blockedAt !== null },
        reason: body.reason,
      },
    });
    return { user: toUserRow(updated) };
  });
}
