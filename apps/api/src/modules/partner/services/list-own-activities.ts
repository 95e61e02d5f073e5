import type { AdminActivity } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { listActivities } from './list-activities.ts';

/** GET /api/admin/activities: the partner's activities (optionally of one venue). */
export async function listOwnActivities(
  { db, now }: UseCaseContext,
  admin: Account,
  { venueId }: { venueId?: string | undefined },
): Promise<{ activities: AdminActivity[] }> {
  return { activities: await listActivities(db, admin.id, now, { venueId }) };
}
