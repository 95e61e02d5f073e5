import type { AdminVenue } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { listVenues } from './list-venues.ts';

/** GET /api/admin/venues: the partner's venues with their equipment and number of activities. */
export async function listOwnVenues(
  { db }: UseCaseContext,
  admin: Account,
): Promise<{ venues: AdminVenue[] }> {
  return { venues: await listVenues(db, admin.id) };
}
