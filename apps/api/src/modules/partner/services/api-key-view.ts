import type { PartnerApiKey } from '@champions/contract';
import type { ApiKeyRow } from '../api-key-repository.ts';

/** A stored key as the partner sees it (never the key, never its hash). */
export function apiKeyView(row: ApiKeyRow): PartnerApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    venueId: row.venueId,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Every key starts so; `Authorization: Bearer ck_live_…`. */
export const API_KEY_START = 'ck_live_';

/** How many characters of a key the list shows (the start and 8 random ones). */
export const API_KEY_PREFIX_LENGTH = API_KEY_START.length + 8;
