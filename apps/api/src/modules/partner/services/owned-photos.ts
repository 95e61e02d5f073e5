import type { Database } from '../../../db/client.ts';
import type { PhotoOwner } from '../photo-repository.ts';
import { ownActivity, ownVenue } from '../scope.ts';

/** The photos of the partner's venue or activity (404 for another partner's). */
export async function ownedPhotos(db: Database, kind: PhotoOwner, adminId: string, id: string) {
  return kind === 'venues'
    ? (await ownVenue(db, adminId, id)).photos
    : (await ownActivity(db, adminId, id)).activity.photos;
}
