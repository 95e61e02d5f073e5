import { randomUUID } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { BadRequestError } from '../../shared/errors.ts';

/** Public address prefix of uploaded photos (served from UPLOAD_DIR). */
export const UPLOADS_PREFIX = '/uploads/';
export const MAX_PHOTOS = 12;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

const NOT_AN_IMAGE = 'Soubor není obrázek. Nahrajte fotografii ve formátu JPEG, PNG nebo WebP.';

/**
 * Reads one uploaded image, turns it upright, shrinks it to at most 1600 × 1200 px and stores it as
 * WebP under a random name. Answers its public address.
 */
export async function storePhoto(uploadDir: string, file: MultipartFile | undefined): Promise<string> {
  if (!file) throw new BadRequestError('Vyberte fotografii k nahrání.');
  if (!/^image\/(jpeg|png|webp|avif|gif)$/.test(file.mimetype)) throw new BadRequestError(NOT_AN_IMAGE);
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch {
    throw new BadRequestError('Fotografie je příliš velká. Nahrajte prosím soubor do 10 MB.');
  }
  const name = `${randomUUID()}.webp`;
  await mkdir(uploadDir, { recursive: true });
  try {
    await sharp(buffer, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 1600, height: 1200, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(join(uploadDir, name));
  } catch {
    throw new BadRequestError(NOT_AN_IMAGE);
  }
  return `${UPLOADS_PREFIX}${name}`;
}

/** Removes a stored photo file (ignores one that is already gone, or that was not uploaded). */
export async function removePhotoFile(uploadDir: string, url: string): Promise<void> {
  if (!url.startsWith(UPLOADS_PREFIX)) return;
  const name = url.slice(UPLOADS_PREFIX.length);
  if (!/^[\w-]+\.webp$/.test(name)) return;
  await unlink(join(uploadDir, name)).catch(() => {});
}
