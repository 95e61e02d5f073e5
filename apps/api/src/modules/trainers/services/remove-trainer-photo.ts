import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { removeStoredPhoto } from '../../partner/index.ts';
import { updateProfile } from '../repository.ts';
import { ensureProfile, trainerProfileOf } from './profile.ts';

/** Removes the trainer's photo (the pages show their initials instead). */
export async function removeTrainerPhoto(ctx: UseCaseContext, trainer: Account) {
  const { db, photoStore: store, catalogueChanged: changed, now } = ctx;
  const before = await ensureProfile(db, trainer);
  if (before.photoUrl) {
    await updateProfile(db, trainer.id, { photoUrl: null }, now);
    await removeStoredPhoto(store, before.photoUrl);
    changed('photos');
  }
  return trainerProfileOf(ctx, trainer);
}
