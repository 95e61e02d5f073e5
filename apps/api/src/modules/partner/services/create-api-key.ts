import { createHash, randomBytes } from 'node:crypto';
import type { PartnerApiKeyCreated, PartnerApiKeyRequest } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { insertApiKey } from '../api-key-repository.ts';
import { ownVenueIds } from '../staff-repository.ts';
import { API_KEY_PREFIX_LENGTH, API_KEY_START, apiKeyView } from './api-key-view.ts';

/** The SHA-256 of a key, hex: what is stored and looked up. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Makes a key for the partner: 32 random bytes after `ck_live_`; the answer is the only time it is shown. */
export async function createApiKey(
  { db, now }: UseCaseContext,
  admin: Account,
  input: Required<PartnerApiKeyRequest>,
): Promise<PartnerApiKeyCreated> {
  if (input.venueId && (await ownVenueIds(db, admin.id, [input.venueId])).length === 0)
    throw new AppError('PARTNER_VENUE_NOT_FOUND');
  const key = `${API_KEY_START}${randomBytes(32).toString('base64url')}`;
  const row = await insertApiKey(db, {
    adminId: admin.id,
    name: input.name,
    prefix: key.slice(0, API_KEY_PREFIX_LENGTH),
    hash: hashApiKey(key),
    scope: input.scope,
    venueId: input.venueId,
    createdAt: now,
  });
  return { key, apiKey: apiKeyView(row) };
}
