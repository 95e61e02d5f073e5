import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError } from '../../../shared/errors.ts';
import { appendPhoto, lockPhotos, type PhotoOwner, removePhotoUrl } from '../photo-repository.ts';
import type { PhotoStore } from '../photo-store.ts';
import { ownActivity, ownVenue } from '../scope.ts';

export { UPLOADS_PREFIX } from '../photo-store.ts';
export const MAX_PHOTOS = 12;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * Reads one uploaded image, turns it upright, shrinks it to at most 1600 × 1200 px and stores it as
 * WebP under a random name in the photo store (UPLOAD_DIR or S3). Answers its public address.
 */
export async function storePhoto(store: PhotoStore, file: MultipartFile | undefined): Promise<string> {
  if (!file) throw new AppError('PHOTO_MISSING');
  if (!/^image\/(jpeg|png|webp|avif|gif)$/.test(file.mimetype)) throw new AppError('PHOTO_NOT_AN_IMAGE');
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch {
    throw new AppError('PHOTO_TOO_LARGE');
  }
  let webp: Buffer;
  try {
    webp = await sharp(buffer, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 1600, height: 1200, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('PHOTO_NOT_AN_IMAGE');
  }
  return store.save(`${randomUUID()}.webp`, webp, 'image/webp');
}

/** The photos of the partner's venue or activity (404 for another partner's). */
async function ownedPhotos(db: Database, kind: PhotoOwner, adminId: string, id: string) {
  return kind === 'venues'
    ? (await ownVenue(db, adminId, id)).photos
    : (await ownActivity(db, adminId, id)).activity.photos;
}

const photoLimit = () => new AppError('PHOTO_LIMIT', { params: { max: MAX_PHOTOS } });

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
    await deps.store.remove(url);
    throw error;
  }
}

/** Removes one photo of the partner's venue or activity from the list and from the store. */
export async function removePhoto(
  deps: { db: Database; store: PhotoStore; changed: CatalogueChanged },
  target: { kind: PhotoOwner; adminId: string; id: string },
  url: string,
) {
  const photos = await ownedPhotos(deps.db, target.kind, target.adminId, target.id);
  if (!photos.includes(url)) throw new AppError('PHOTO_NOT_FOUND');
  const updated = await removePhotoUrl(deps.db, target.kind, target.id, url);
  deps.changed('photos');
  await deps.store.remove(url);
  return { photos: updated };
}
