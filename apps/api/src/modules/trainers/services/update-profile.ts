import type { TrainerProfileRequest } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { updateProfile, updateTrainerName } from '../repository.ts';
import { ensureProfile, trainerProfileOf } from './profile.ts';

/** Saves the trainer's name, bio and specialisations (the public pages show them at once). */
export async function updateTrainerProfile(
  ctx: UseCaseContext,
  trainer: Account,
  input: TrainerProfileRequest,
) {
  const { db, catalogueChanged: changed, now } = ctx;
  const specialisations = [...new Set(input.specialisations.map((s) => s.trim()))];
  await db.transaction(async (tx) => {
    await ensureProfile(tx, trainer);
    await updateTrainerName(tx, trainer.id, input.name);
    await updateProfile(tx, trainer.id, { bio: input.bio, specialisations }, now);
  });
  changed('accounts');
  return trainerProfileOf(ctx, { ...trainer, name: input.name });
}
