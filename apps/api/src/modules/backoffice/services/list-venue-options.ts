import type { BoVenueOptionsResponse } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { selectVenueOptions } from '../partner-screens-repository.ts';

/** GET /api/superadmin/venue-options: venues a new activity can go to (each has a partner). */
export async function listVenueOptions(db: Executor, q: string | undefined): Promise<BoVenueOptionsResponse> {
  return { venues: await selectVenueOptions(db, q) };
}
