import type { AdminActivity } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { keyVenue } from '../key-scope.ts';
import type { ApiKeyCaller } from './authenticate-api-key.ts';
import { listActivities } from './list-activities.ts';

/** GET /api/partner-api/activities: the activities of the key's partner (of its venue when it has one). */
export async function listApiActivities(
  { db, now }: UseCaseContext,
  caller: ApiKeyCaller,
  query: { venueId?: string | undefined },
): Promise<{ activities: AdminActivity[] }> {
  const venueId = keyVenue(caller, query.venueId);
  return { activities: await listActivities(db, caller.adminId, now, { venueId }) };
}
