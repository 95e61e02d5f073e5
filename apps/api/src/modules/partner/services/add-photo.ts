import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError } from '../../../shared/errors.ts';
import { appendPhoto, lockPhotos, type PhotoOwner } from '../photo-repository.ts';
import type { PhotoStore } from '../photo-store.ts';
import { ownedPhotos } from './owned-photos.ts';
import { MAX_PHOTOS, photoLimit } from './photo-limits.ts';
import { removeStoredPhoto, storePhoto } from './store-photo.ts';

/**
 * Stores an uploaded photo of the partner's venue or activity (at most MAX_PHOTOS each). The count
 * before the file is read only spares reading one that cannot fit; the count that decides is taken
 * again with the row locked, in the transaction that appends, so concurrent uploads cannot pass it
 * together. An upload refused there (or failing there) removes its file from the store again.
 */
export async function addPhoto(
  deps: { db: Database; store: PhotoStore; changed: CatalogueChanged },
  target: { kind: PhotoOwner; adminId: string; id: string },
  request: Pick<FastifyRequest, 'isMultipart' | 'file'>,
) {
  const photos = await ownedPhotos(deps.db, target.kind, target.adminId, target.id);
  if (photos.length >= MAX_PHOTOS) throw photoLimit();
  if (!request.isMultipart()) throw new AppError('PHOTO_MISSING');
  const url = await storePhoto(deps.store, await request.file());
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const current = await lockPhotos(tx, target.kind, target.id);
      if (!current) {
        throw new AppError(
          target.kind === 'venues' ? 'PARTNER_VENUE_NOT_FOUND' : 'PARTNER_ACTIVITY_NOT_FOUND',
        );
      }
      if (current.length >= MAX_PHOTOS) throw photoLimit();
      return appendPhoto(tx, target.kind, target.id, url);
    });
    deps.changed('photos');
    return { photos: updated };
  } catch (error) {
    await removeStoredPhoto(deps.store, url);
    throw error;
  }
}
