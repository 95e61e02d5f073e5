import { trainerTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findPartnerActivity, findPartnerTrainer, setActivityTrainer } from '../repository.ts';

/** The partner chooses which of their trainers leads one of their activities (or nobody). */
export async function assignActivityTrainer(
  { db, catalogueChanged: changed, language }: UseCaseContext,
  admin: Account,
  input: { activityId: string; trainerId: string | null },
) {
  const activity = await findPartnerActivity(db, admin.id, input.activityId);
  if (!activity) throw new AppError('PARTNER_ACTIVITY_NOT_FOUND');
  if (input.trainerId === null) {
    await setActivityTrainer(db, activity.id, null);
    changed('activities');
    return { message: trainerTextsIn(language).trainerUnassigned(activity.name) };
  }
  const trainer = await findPartnerTrainer(db, admin.id, input.trainerId);
  if (!trainer) throw new AppError('TRAINER_NOT_FOUND');
  await setActivityTrainer(db, activity.id, trainer.id);
  changed('activities');
  return { message: trainerTextsIn(language).trainerAssigned(activity.name, trainer.name || trainer.email) };
}
