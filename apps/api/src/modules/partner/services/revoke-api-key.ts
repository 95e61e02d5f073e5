import type { PartnerApiKey } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { revokeApiKey as revokeRow } from '../api-key-repository.ts';
import { apiKeyView } from './api-key-view.ts';

/** Revokes the partner's key: it stops working at once; revoking it again changes nothing. */
export async function revokeApiKey(
  { db, now }: UseCaseContext,
  admin: Account,
  { keyId }: { keyId: string },
): Promise<PartnerApiKey> {
  const row = await revokeRow(db, admin.id, keyId, now);
  if (!row) throw new AppError('API_KEY_NOT_FOUND');
  return apiKeyView(row);
}
