import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { ownOption } from '../scope.ts';
import { onePrice } from './price-helpers.ts';

/** GET /api/admin/prices/{id}: one priced option of the partner (another partner's is not found). */
export async function getPrice(
  { db, now }: UseCaseContext,
  admin: Account,
  { optionId }: { optionId: string },
) {
  await ownOption(db, admin.id, optionId);
  return onePrice(db, admin.id, optionId, now);
}
