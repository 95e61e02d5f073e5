import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { appendPhoto, type PhotoOwner, removePhotoUrl } from './photo-repository.ts';
import type { PhotoStore } from './photo-store.ts';
import { ownActivity, ownVenue } from './scope.ts';

export { UPLOADS_PREFIX } from './photo-store.ts';
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

/** Stores an uploaded photo of the partner's venue or activity (at most MAX_PHOTOS each). */
export async function addPhoto(
  deps: { db: Database; store: PhotoStore },
  target: { kind: PhotoOwner; adminId: string; id: string },
  request: Pick<FastifyRequest, 'isMultipart' | 'file'>,
) {
  const photos = await ownedPhotos(deps.db, target.kind, target.adminId, target.id);
  if (photos.length >= MAX_PHOTOS) throw new AppError('PHOTO_LIMIT', { params: { max: MAX_PHOTOS } });
  if (!request.isMultipart()) throw new AppError('PHOTO_MISSING');
  const url = await storePhoto(deps.store, await request.file());
  return { photos: await appendPhoto(deps.db, target.kind, target.id, url) };
}

/** Removes one photo of the partner's venue or activity from the list and from the store. */
export async function removePhoto(
  deps: { db: Database; store: PhotoStore },
  target: { kind: PhotoOwner; adminId: string; id: string },
  url: string,
) {
  const photos = await ownedPhotos(deps.db, target.kind, target.adminId, target.id);
  if (!photos.includes(url)) throw new AppError('PHOTO_NOT_FOUND');
  const updated = await removePhotoUrl(deps.db, target.kind, target.id, url);
  await deps.store.remove(url);
  return { photos: updated };
}
