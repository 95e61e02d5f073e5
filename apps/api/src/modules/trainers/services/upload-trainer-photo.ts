import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { removeStoredPhoto, storePhoto } from '../../partner/index.ts';
import { updateProfile } from '../repository.ts';
import { ensureProfile, trainerProfileOf } from './profile.ts';

/**
 * Stores the trainer's uploaded photo (the multipart `request`) as the partners' photos are stored
 * (upright WebP, at most 1600 × 1200 px, with the narrower copies for `srcset`) and replaces the
 * earlier one, which is removed.
 */
export async function uploadTrainerPhoto(
  ctx: UseCaseContext,
  trainer: Account,
  { request }: { request: Pick<FastifyRequest, 'isMultipart' | 'file'> },
) {
  const { db, photoStore: store, catalogueChanged: changed, now } = ctx;
  if (!request.isMultipart()) throw new AppError('PHOTO_MISSING');
  const before = await ensureProfile(db, trainer);
  const url = await storePhoto(store, await request.file());
  try {
    await updateProfile(db, trainer.id, { photoUrl: url }, now);
  } catch (error) {
    await removeStoredPhoto(store, url);
    throw error;
  }
  if (before.photoUrl) await removeStoredPhoto(store, before.photoUrl);
  changed('photos');
  return trainerProfileOf(ctx, trainer);
}
