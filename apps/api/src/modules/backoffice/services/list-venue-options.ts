import type { BoVenueOptionsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectVenueOptions } from '../partner-screens-repository.ts';

/** GET /api/superadmin/venue-options: venues a new activity can go to (each has a partner). */
export async function listVenueOptions(
  { db }: UseCaseContext,
  _superadmin: Account,
  { q }: { q?: string | undefined },
): Promise<BoVenueOptionsResponse> {
  return { venues: await selectVenueOptions(db, q) };
}
