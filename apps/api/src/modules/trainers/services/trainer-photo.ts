import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Account } from '../../auth/index.ts';
import { type PhotoStore, removeStoredPhoto, storePhoto } from '../../partner/index.ts';
import { updateProfile } from '../repository.ts';
import { ensureProfile, trainerProfileOf } from './profile.ts';

type Deps = { db: Database; store: PhotoStore; changed: CatalogueChanged; now: Date };

/**
 * Stores the trainer's uploaded photo as the partners' photos are stored (upright WebP, at most
 * 1600 × 1200 px, with the narrower copies for `srcset`) and replaces the earlier one, which is removed.
 */
export async function uploadTrainerPhoto(
  deps: Deps,
  trainer: Account,
  request: Pick<FastifyRequest, 'isMultipart' | 'file'>,
) {
  if (!request.isMultipart()) throw new AppError('PHOTO_MISSING');
  const before = await ensureProfile(deps.db, trainer);
  const url = await storePhoto(deps.store, await request.file());
  try {
    await updateProfile(deps.db, trainer.id, { photoUrl: url }, deps.now);
  } catch (error) {
    await removeStoredPhoto(deps.store, url);
    throw error;
  }
  if (before.photoUrl) await removeStoredPhoto(deps.store, before.photoUrl);
  deps.changed('photos');
  return trainerProfileOf(deps.db, trainer);
}

/** Removes the trainer's photo (the pages show their initials instead). */
export async function removeTrainerPhoto(deps: Deps, trainer: Account) {
  const before = await ensureProfile(deps.db, trainer);
  if (before.photoUrl) {
    await updateProfile(deps.db, trainer.id, { photoUrl: null }, deps.now);
    await removeStoredPhoto(deps.store, before.photoUrl);
    deps.changed('photos');
  }
  return trainerProfileOf(deps.db, trainer);
}
