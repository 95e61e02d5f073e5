import type { AdminVenue } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { getVenue } from './get-venue.ts';

/** GET /api/admin/venues/{id}: one of the partner's venues (another partner's is not found). */
export async function showOwnVenue(
  { db }: UseCaseContext,
  admin: Account,
  { venueId }: { venueId: string },
): Promise<AdminVenue> {
  return getVenue(db, admin.id, venueId);
}
