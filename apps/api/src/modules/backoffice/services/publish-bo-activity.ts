import type { CatalogueScope } from '../../../shared/catalogue-changed.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { setActivityPublished } from '../../partner/index.ts';
import { recordAudit } from '../repository.ts';
import { loadBoActivity } from './bo-activity-detail.ts';
import { activityOwner } from './partner-owner.ts';

/**
 * PUT /api/superadmin/activities/:id/published: publishes or hides an activity (the partner's service)
 * and writes the audit row in one transaction; the public cache is cleared once committed. The state
 * it is already in changes nothing and writes no row.
 */
export async function publishBoActivity(
  ctx: UseCaseContext,
  superadmin: Account,
  { activityId, published }: { activityId: string; published: boolean },
) {
  const { db, catalogueChanged } = ctx;
  const adminId = await activityOwner(db, activityId);
  const current = await loadBoActivity(ctx, superadmin, { activityId });
  if (current.activity.published === published) return current;
  const scopes: CatalogueScope[] = [];
  await db.transaction(async (tx) => {
    await setActivityPublished(tx, (scope) => scopes.push(scope), adminId, activityId, published);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: published ? 'backoffice.activity.publish' : 'backoffice.activity.unpublish',
      targetId: activityId,
      data: { adminId, before: { published: !published }, after: { published } },
    });
  });
  for (const scope of scopes) catalogueChanged(scope);
  return loadBoActivity(ctx, superadmin, { activityId });
}
