import { trainerTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, eraseAccount } from '../../auth/index.ts';
import { findPartnerTrainer, recordTrainerAudit } from '../repository.ts';

/**
 * Removes the partner's trainer (audited as the partner's act, or as the superadmin's who acts as them:
 * `impersonatedBy`), as a receptionist is removed: the account is erased (its sign-in ends at once, its public page and
 * profile go, the activities it led have no trainer) and the removal is audited in one transaction.
 * The attendance it recorded stays: the used tickets are the customers'.
 */
export async function removeTrainer(
  { db, payments, catalogueChanged, now, language }: UseCaseContext,
  admin: Account,
  input: { trainerId: string; impersonatedBy: string | null },
) {
  const trainer = await findPartnerTrainer(db, admin.id, input.trainerId);
  // another partner's trainer looks the same as an unknown one
  if (!trainer) throw new AppError('TRAINER_NOT_FOUND');
  const deps = { db, customers: payments.provider, changed: catalogueChanged };
  await eraseAccount(deps, trainer.id, now, (tx) =>
    recordTrainerAudit(tx, {
      actorId: input.impersonatedBy ?? admin.id,
      action: 'trainer.remove',
      targetId: trainer.id,
      data: { adminId: admin.id },
    }),
  );
  return { message: trainerTextsIn(language).trainerRemoved(trainer.name || trainer.email) };
}
