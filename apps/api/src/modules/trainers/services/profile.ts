import { randomBytes } from 'node:crypto';
import type { TrainerProfile } from '@champions/contract';
import { trainerSlug } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { activitiesLedBy, findProfile, insertProfile } from '../repository.ts';

/** The trainer's profile row, made on first use with a slug from their name. */
export async function ensureProfile(db: Executor, trainer: Pick<Account, 'id' | 'name' | 'email'>) {
  const existing = await findProfile(db, trainer.id);
  if (existing) return existing;
  // a random suffix keeps namesakes apart; a rare clash of the unique slug tries again
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = trainerSlug(trainer.name || trainer.email.split('@')[0]!, randomBytes(3).toString('hex'));
    try {
      if (await insertProfile(db, trainer.id, slug)) break;
    } catch (error) {
      if (attempt === 4) throw error;
    }
    const made = await findProfile(db, trainer.id);
    if (made) return made;
  }
  return (await findProfile(db, trainer.id))!;
}

/** What GET /api/trainer/profile answers (and every change of the profile or its photo). */
export async function trainerProfileOf(
  { db }: UseCaseContext,
  trainer: Pick<Account, 'id' | 'name' | 'email'>,
): Promise<TrainerProfile> {
  const profile = await ensureProfile(db, trainer);
  const led = await activitiesLedBy(db, [trainer.id]);
  return {
    id: trainer.id,
    email: trainer.email,
    name: trainer.name,
    bio: profile.bio,
    specialisations: profile.specialisations,
    photoUrl: profile.photoUrl,
    slug: profile.slug,
    activities: led.map(({ id, name, venueName }) => ({ id, name, venueName })),
  };
}
