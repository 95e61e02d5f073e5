import type { Executor } from '../../../db/client.ts';
import { activitiesWithTrainer, selectTrainers } from '../settings-repository.ts';

/** Trainers of the partner, and trainers who lead the partner's activities, with those activities. */
export async function listTrainers(db: Executor, adminId: string) {
  const led = await activitiesWithTrainer(db, adminId);
  const trainers = await selectTrainers(db, adminId, [...new Set(led.map((row) => row.trainerId!))]);
  return {
    trainers: trainers.map((trainer) => ({
      ...trainer,
      activities: led
        .filter((row) => row.trainerId === trainer.id)
        .map(({ id, name, venueName }) => ({ id, name, venueName })),
    })),
  };
}
