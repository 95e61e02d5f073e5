import { AppError, fieldError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { type ActivityData, getActivity, updateActivity } from '../../partner/index.ts';
import { recordAudit } from '../repository.ts';
import { loadBoActivity } from './bo-activity-detail.ts';
import { activityOwner } from './partner-owner.ts';
import { activitySnapshot } from './partner-snapshots.ts';

/**
 * PUT /api/superadmin/activities/:id: the partner's own activity edit with the owner as scope (the
 * activity may move only between that partner's venues); audited in the same transaction.
 */
export async function editBoActivity(
  ctx: UseCaseContext,
  superadmin: Account,
  { activityId, ...data }: ActivityData & { activityId: string },
) {
  const { db, catalogueChanged, now } = ctx;
  const adminId = await activityOwner(db, activityId);
  const before = await getActivity(db, adminId, activityId, now);
  try {
    await updateActivity(db, catalogueChanged, adminId, activityId, data, async (tx) => {
      const after = await getActivity(tx, adminId, activityId, now);
      await recordAudit(tx, {
        actorId: superadmin.id,
        action: 'backoffice.activity.update',
        targetId: activityId,
        data: { adminId, before: activitySnapshot(before), after: activitySnapshot(after) },
      });
    });
  } catch (error) {
    // the partner's message speaks of "your venues"; the back office chooses among the partner's
    if (error instanceof AppError && error.code === 'NOT_OWN_VENUE') {
      throw fieldError('BO_VENUE_NOT_IN_LIST', 'body.venueId');
    }
    throw error;
  }
  return loadBoActivity(ctx, superadmin, { activityId });
}
