import type { ApiKeyScope } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { useApiKey } from '../api-key-repository.ts';
import { API_KEY_START } from './api-key-view.ts';
import { hashApiKey } from './create-api-key.ts';

export interface ApiKeyCaller {
  keyId: string;
  adminId: string;
  scope: ApiKeyScope;
  /** the one venue the key may see; null: every venue of the partner */
  venueId: string | null;
}

/** The key of an `Authorization: Bearer ck_live_…` header. */
export function bearerApiKey(header: string | undefined): string | null {
  const match = /^Bearer (ck_live_[A-Za-z0-9_-]{20,100})$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/** Who calls with this header: a key that exists and is not revoked (marked used now); else null. */
export async function authenticateApiKey(
  db: Executor,
  header: string | undefined,
  now: Date,
): Promise<ApiKeyCaller | null> {
  const key = bearerApiKey(header);
  if (!key?.startsWith(API_KEY_START)) return null;
  const row = await useApiKey(db, hashApiKey(key), now);
  return row ? { keyId: row.id, adminId: row.adminId, scope: row.scope, venueId: row.venueId } : null;
}
