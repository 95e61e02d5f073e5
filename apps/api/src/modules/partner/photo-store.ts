import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config.ts';
import { systemClock } from '../../shared/clock.ts';
import { type S3Credentials, signS3Request } from './s3-signature.ts';

/** Public address prefix of photos kept in UPLOAD_DIR (served by uploads.ts). */
export const UPLOADS_PREFIX = '/uploads/';
/** Stored photo names: random, WebP. */
const PHOTO_NAME = /^[\w-]+\.webp$/;

/** Where partners' photos are kept: a folder (UPLOAD_DIR) or an S3-compatible bucket. */
export interface PhotoStore {
  /** Stores a photo under a new name and answers its public address. */
  save(name: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes a stored photo by its public address; one that is gone or not ours is ignored. */
  remove(url: string): Promise<void>;
}

export function folderPhotoStore(uploadDir: string): PhotoStore {
  return {
    async save(name, body) {
      await mkdir(uploadDir, { recursive: true });
      await writeFile(join(uploadDir, name), body);
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      const name = url.slice(UPLOADS_PREFIX.length);
      if (!PHOTO_NAME.test(name)) return;
      await unlink(join(uploadDir, name)).catch(() => {});
    },
  };
}

export interface S3StoreOptions extends S3Credentials {
  /** e.g. https://s3.eu-central-1.amazonaws.com or https://<account>.r2.cloudflarestorage.com */
  endpoint: string;
  bucket: string;
  /** where the bucket's objects are public, e.g. https://foto.champions.cz */
  publicUrl: string;
}

/** How long a request to the store may take before the upload fails (a partner may try again). */
export const S3_REQUEST_TIMEOUT_MS = 15_000;

/**
 * A bucket of an S3-compatible store, written with signed path-style requests (PUT, DELETE); a request
 * that gets no answer within `timeoutMs` is given up, so a stuck store never holds a partner's upload.
 */
export function s3PhotoStore(
  options: S3StoreOptions,
  deps: { fetch?: typeof fetch; now?: () => Date; timeoutMs?: number } = {},
): PhotoStore {
  const send = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? S3_REQUEST_TIMEOUT_MS;
  // a request signature must carry the real time: the store refuses one more than 15 minutes off
  const now = deps.now ?? systemClock.now;
  const publicBase = options.publicUrl.replace(/\/+$/, '');
  const objectUrl = (name: string) =>
    new URL(`${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${name}`);
  const request = async (method: 'PUT' | 'DELETE', name: string, body?: Buffer, type?: string) => {
    const url = objectUrl(name);
    const headers = signS3Request({
      method,
      url,
      headers: type ? { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' } : {},
      ...(body ? { body } : {}),
      credentials: options,
      now: now(),
    });
    return send(url, {
      method,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  };
  return {
    async save(name, body, contentType) {
      const response = await request('PUT', name, body, contentType);
      if (!response.ok) throw new Error(`S3 store answered ${response.status} to PUT ${name}`);
      return `${publicBase}/${name}`;
    },
    async remove(url) {
      if (!url.startsWith(`${publicBase}/`)) return;
      const name = url.slice(publicBase.length + 1);
      if (!PHOTO_NAME.test(name)) return;
      await request('DELETE', name).catch(() => {});
    },
  };
}

/** The S3 store when S3_BUCKET (with the rest of S3_*) is configured, else the UPLOAD_DIR folder. */
export function photoStoreFor(config: AppConfig): PhotoStore {
  const s3 = config.S3_BUCKET;
  if (
    s3 &&
    config.S3_ENDPOINT &&
    config.S3_ACCESS_KEY_ID &&
    config.S3_SECRET_ACCESS_KEY &&
    config.S3_PUBLIC_URL
  ) {
    return s3PhotoStore({
      endpoint: config.S3_ENDPOINT,
      bucket: s3,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return folderPhotoStore(config.UPLOAD_DIR);
}
