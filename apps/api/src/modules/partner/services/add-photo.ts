import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { appendPhoto, lockPhotos, type PhotoOwner } from '../photo-repository.ts';
import { ownedPhotos } from './owned-photos.ts';
import { MAX_PHOTOS, photoLimit } from './photo-limits.ts';
import { removeStoredPhoto, storePhoto } from './store-photo.ts';

/**
 * Stores an uploaded photo of the partner's venue or activity (at most MAX_PHOTOS each). The count
 * before the file is read only spares reading one that cannot fit; the count that decides is taken
 * again with the row locked, in the transaction that appends, so concurrent uploads cannot pass it
 * together. An upload refused there (or failing there) removes its file from the store again.
 * `upload`: the multipart request the file is read from.
 */
export async function addPhoto(
  { db, photoStore, catalogueChanged }: UseCaseContext,
  admin: Account,
  {
    kind,
    id,
    upload,
  }: { kind: PhotoOwner; id: string; upload: Pick<FastifyRequest, 'isMultipart' | 'file'> },
) {
  const photos = await ownedPhotos(db, kind, admin.id, id);
  if (photos.length >= MAX_PHOTOS) throw photoLimit();
  if (!upload.isMultipart()) throw new AppError('PHOTO_MISSING');
  const url = await storePhoto(photoStore, await upload.file());
  try {
    const updated = await db.transaction(async (tx) => {
      const current = await lockPhotos(tx, kind, id);
      if (!current) {
        throw new AppError(kind === 'venues' ? 'PARTNER_VENUE_NOT_FOUND' : 'PARTNER_ACTIVITY_NOT_FOUND');
      }
      if (current.length >= MAX_PHOTOS) throw photoLimit();
      return appendPhoto(tx, kind, id, url);
    });
    catalogueChanged('photos');
    return { photos: updated };
  } catch (error) {
    await removeStoredPhoto(photoStore, url);
    throw error;
  }
}
