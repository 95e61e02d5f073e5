import type { PartnerApiKey } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { revokeApiKey as revokeRow } from '../api-key-repository.ts';
import { apiKeyView } from './api-key-view.ts';

/** Revokes the partner's key: it stops working at once; revoking it again changes nothing. */
export async function revokeApiKey(
  db: Executor,
  adminId: string,
  id: string,
  now: Date,
): Promise<PartnerApiKey> {
  const row = await revokeRow(db, adminId, id, now);
  if (!row) throw new AppError('API_KEY_NOT_FOUND');
  return apiKeyView(row);
}
