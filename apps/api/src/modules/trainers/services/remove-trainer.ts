import type { Language } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { trainerTextsIn } from '../../../shared/answer-texts.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError } from '../../../shared/errors.ts';
import { eraseAccount, type ProviderCustomers } from '../../auth/index.ts';
import { findPartnerTrainer, recordTrainerAudit } from '../repository.ts';

/**
 * Removes the partner's trainer (`actorId`: the partner, or the superadmin acting as them), as a
 * receptionist is removed: the account is erased (its sign-in ends at once, its public page and
 * profile go, the activities it led have no trainer) and the removal is audited in one transaction.
 * The attendance it recorded stays: the used tickets are the customers'.
 */
export async function removeTrainer(
  deps: { db: Database; customers: ProviderCustomers; changed: CatalogueChanged },
  input: { adminId: string; actorId: string; trainerId: string; now: Date },
  language: Language = 'cs',
) {
  const trainer = await findPartnerTrainer(deps.db, input.adminId, input.trainerId);
  // another partner's trainer looks the same as an unknown one
  if (!trainer) throw new AppError('TRAINER_NOT_FOUND');
  await eraseAccount(deps, trainer.id, input.now, (tx) =>
    recordTrainerAudit(tx, {
      actorId: input.actorId,
      action: 'trainer.remove',
      targetId: trainer.id,
      data: { adminId: input.adminId },
    }),
  );
  return { message: trainerTextsIn(language).trainerRemoved(trainer.name || trainer.email) };
}
