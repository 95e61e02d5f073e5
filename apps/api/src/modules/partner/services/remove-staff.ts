import type { Language } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError } from '../../../shared/errors.ts';
import type { ProviderCustomers } from '../../auth/index.ts';
import { findOwnReceptionist } from '../staff-repository.ts';
import { removeReceptionist } from './remove-receptionist.ts';
import { displayName } from './staff-helpers.ts';

/** Removes the partner's receptionist (`actorId`: the partner, or the superadmin acting as them). */
export async function removeStaff(
  deps: { db: Database; customers: ProviderCustomers; changed: CatalogueChanged },
  input: { adminId: string; actorId: string; staffId: string; now: Date; auditData?: object },
  language: Language = 'cs',
) {
  const member = await findOwnReceptionist(deps.db, input.adminId, input.staffId);
  // Another partner's receptionist looks the same as an unknown one.
  if (!member) throw new AppError('STAFF_NOT_FOUND');
  await removeReceptionist(deps, { ...input, staffId: member.id });
  return { message: partnerTextsIn(language).staffRemoved(displayName(member)) };
}
