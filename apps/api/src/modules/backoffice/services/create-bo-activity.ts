import { AppError, fieldError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { type ActivityData, createActivity, getActivity } from '../../partner/index.ts';
import { recordAudit } from '../repository.ts';
import { loadBoActivity } from './bo-activity-detail.ts';
import { venueOwner } from './partner-owner.ts';
import { activitySnapshot } from './partner-snapshots.ts';

/**
 * POST /api/superadmin/activities: the partner's own "new activity" for the partner the chosen venue
 * belongs to. It starts hidden (as a partner's does), so the public catalogue does not change yet.
 */
export async function createBoActivity(ctx: UseCaseContext, superadmin: Account, data: ActivityData) {
  const { db, now } = ctx;
  const adminId = await venueOwner(db, data.venueId).catch((error: unknown) => {
    if (error instanceof AppError) throw fieldError('BO_VENUE_NOT_IN_LIST', 'body.venueId');
    throw error;
  });
  const id = await createActivity(db, adminId, data, async (tx, activityId) => {
    const after = await getActivity(tx, adminId, activityId, now);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'backoffice.activity.create',
      targetId: activityId,
      data: { adminId, before: null, after: activitySnapshot(after) },
    });
  });
  return loadBoActivity(ctx, superadmin, { activityId: id });
}
