import type { Language } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { trainerTextsIn } from '../../../shared/answer-texts.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError } from '../../../shared/errors.ts';
import { findPartnerActivity, findPartnerTrainer, setActivityTrainer } from '../repository.ts';

/** The partner chooses which of their trainers leads one of their activities (or nobody). */
export async function assignActivityTrainer(
  deps: { db: Executor; changed: CatalogueChanged },
  adminId: string,
  input: { activityId: string; trainerId: string | null },
  language: Language = 'cs',
) {
  const activity = await findPartnerActivity(deps.db, adminId, input.activityId);
  if (!activity) throw new AppError('PARTNER_ACTIVITY_NOT_FOUND');
  if (input.trainerId === null) {
    await setActivityTrainer(deps.db, activity.id, null);
    deps.changed('activities');
    return { message: trainerTextsIn(language).trainerUnassigned(activity.name) };
  }
  const trainer = await findPartnerTrainer(deps.db, adminId, input.trainerId);
  if (!trainer) throw new AppError('TRAINER_NOT_FOUND');
  await setActivityTrainer(deps.db, activity.id, trainer.id);
  deps.changed('activities');
  return { message: trainerTextsIn(language).trainerAssigned(activity.name, trainer.name || trainer.email) };
}
