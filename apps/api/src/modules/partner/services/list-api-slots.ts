import type { AdminSlot } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { keyVenue } from '../key-scope.ts';
import type { ApiKeyCaller } from './authenticate-api-key.ts';
import { listSlots } from './list-slots.ts';

/** GET /api/partner-api/slots: the slots of the key's partner (of its venue when it has one) between two dates. */
export async function listApiSlots(
  { db }: UseCaseContext,
  caller: ApiKeyCaller,
  query: { from: string; to: string; venueId?: string | undefined; activityId?: string | undefined },
): Promise<{ slots: AdminSlot[] }> {
  const venueId = keyVenue(caller, query.venueId);
  return { slots: await listSlots(db, caller.adminId, { ...query, venueId }) };
}
