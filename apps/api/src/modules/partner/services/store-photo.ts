import { randomUUID } from 'node:crypto';
import {
  PHOTO_MAX_HEIGHT,
  PHOTO_MAX_WIDTH,
  photoCopyWidths,
  photoFileName,
  photoFiles,
} from '@champions/domain';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { AppError } from '../../../shared/errors.ts';
import type { PhotoStore } from '../photo-store.ts';

/**
 * Reads one uploaded image, turns it upright, shrinks it to at most 1600 × 1200 px and stores it as
 * WebP under a random name in the photo store (UPLOAD_DIR or S3), with its narrower copies for the
 * pages' `srcset` (domain `photoCopyWidths`; the width is in each name). Answers the public address
 * of the largest one; when the store fails part way, what was stored is removed again.
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
  const files: { width: number; body: Buffer }[] = [];
  try {
    const upright = sharp(buffer, { limitInputPixels: 50_000_000 }).rotate();
    const largest = await upright
      .clone()
      .resize({ width: PHOTO_MAX_WIDTH, height: PHOTO_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    files.push({ width: largest.info.width, body: largest.data });
    for (const width of photoCopyWidths(largest.info.width)) {
      files.push({ width, body: await upright.clone().resize({ width }).webp({ quality: 78 }).toBuffer() });
    }
  } catch {
    throw new AppError('PHOTO_NOT_AN_IMAGE');
  }
  const id = randomUUID();
  const saved: string[] = [];
  try {
    for (const { width, body } of files)
      saved.push(await store.save(photoFileName(id, width), body, 'image/webp'));
  } catch (error) {
    await Promise.all(saved.map((url) => store.remove(url)));
    throw error;
  }
  return saved[0]!;
}

/** Removes a stored photo with its copies (a photo stored before the copies existed is one file). */
export async function removeStoredPhoto(store: PhotoStore, url: string): Promise<void> {
  await Promise.all(photoFiles(url).map((file) => store.remove(file)));
}
