import type { Database } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError } from '../../../shared/errors.ts';
import { type PhotoOwner, removePhotoUrl } from '../photo-repository.ts';
import type { PhotoStore } from '../photo-store.ts';
import { ownedPhotos } from './owned-photos.ts';
import { removeStoredPhoto } from './store-photo.ts';

/** Removes one photo of the partner's venue or activity from the list and from the store (with its copies). */
export async function removePhoto(
  deps: { db: Database; store: PhotoStore; changed: CatalogueChanged },
  target: { kind: PhotoOwner; adminId: string; id: string },
  url: string,
) {
  const photos = await ownedPhotos(deps.db, target.kind, target.adminId, target.id);
  if (!photos.includes(url)) throw new AppError('PHOTO_NOT_FOUND');
  const updated = await removePhotoUrl(deps.db, target.kind, target.id, url);
  deps.changed('photos');
  await removeStoredPhoto(deps.store, url);
  return { photos: updated };
}
