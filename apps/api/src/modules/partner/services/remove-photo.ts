import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { type PhotoOwner, removePhotoUrl } from '../photo-repository.ts';
import { ownedPhotos } from './owned-photos.ts';
import { removeStoredPhoto } from './store-photo.ts';

/** Removes one photo of the partner's venue or activity from the list and from the store (with its copies). */
export async function removePhoto(
  { db, photoStore, catalogueChanged }: UseCaseContext,
  admin: Account,
  { kind, id, url }: { kind: PhotoOwner; id: string; url: string },
) {
  const photos = await ownedPhotos(db, kind, admin.id, id);
  if (!photos.includes(url)) throw new AppError('PHOTO_NOT_FOUND');
  const updated = await removePhotoUrl(db, kind, id, url);
  catalogueChanged('photos');
  await removeStoredPhoto(photoStore, url);
  return { photos: updated };
}
