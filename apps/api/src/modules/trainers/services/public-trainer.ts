import type { PublicTrainer } from '@champions/contract';
import { DAY_MS } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { activitiesLedBy, findTrainerBySlug, trainerSlotsBetween } from '../repository.ts';

/** How far ahead and how many of the trainer's slots their public page lists. */
export const PUBLIC_TRAINER_SLOTS = { DAYS: 28, MAX: 20 } as const;

/** /trener/{slug}: the trainer's profile, the public activities they lead and their next slots. */
export async function publicTrainer(
  { db, now }: UseCaseContext,
  _actor: null,
  { slug }: { slug: string },
): Promise<PublicTrainer> {
  const found = await findTrainerBySlug(db, slug);
  if (!found) throw new AppError('TRAINER_PAGE_NOT_FOUND');
  const trainerId = found.profile.accountId;
  const [led, slots] = await Promise.all([
    activitiesLedBy(db, [trainerId], true),
    trainerSlotsBetween(db, trainerId, now, new Date(now.getTime() + PUBLIC_TRAINER_SLOTS.DAYS * DAY_MS), {
      publicOnly: true,
      limit: PUBLIC_TRAINER_SLOTS.MAX,
    }),
  ]);
  return {
    name: found.name,
    bio: found.profile.bio,
    specialisations: found.profile.specialisations,
    photoUrl: found.profile.photoUrl,
    slug: found.profile.slug,
    activities: led.map(({ id, name, venueName }) => ({ id, name, venueName })),
    slots: slots
      .filter((slot) => slot.startsAt > now)
      .map(({ id, activityId, activityName, venueName, startsAt, endsAt }) => ({
        id,
        activityId,
        activityName,
        venueName,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
      })),
  };
}
