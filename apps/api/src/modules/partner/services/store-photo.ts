import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { AppError } from '../../../shared/errors.ts';
import type { PhotoStore } from '../photo-store.ts';

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
