import type { AdminVenue } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { ownVenue } from '../scope.ts';
import { listVenues } from './list-venues.ts';

export async function getVenue(db: Executor, adminId: string, venueId: string): Promise<AdminVenue> {
  await ownVenue(db, adminId, venueId);
  const [venue] = await listVenues(db, adminId, venueId);
  return venue!;
}
