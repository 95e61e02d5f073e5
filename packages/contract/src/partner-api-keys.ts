import { z } from 'zod';
import { isoDateTime, uuid } from './common.ts';

/** What a partner's API key may do: read their activities, slots and bookings, or also change them. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A partner's API key as the list shows it: never the key itself, only its start. */
export const partnerApiKey = z.object({
  id: uuid,
  name: z.string(),
  /** the key's first characters (`ck_live_ab12cd34`), to tell keys apart */
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** the one venue the key is limited to; null: every venue of the partner */
  venueId: uuid.nullable(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
});
export type PartnerApiKey = z.infer<typeof partnerApiKey>;

export const partnerApiKeyList = z.object({ keys: z.array(partnerApiKey) });
export type PartnerApiKeyList = z.infer<typeof partnerApiKeyList>;

/** POST /api/admin/api-keys */
export const partnerApiKeyRequest = z.object({
  name: z
    .string({ error: 'Pojmenujte klíč.' })
    .trim()
    .min(1, 'Pojmenujte klíč.')
    .max(80, 'Název může mít nejvýše 80 znaků.'),
  scope: z.enum(API_KEY_SCOPES, { error: 'Vyberte oprávnění: čtení, nebo zápis.' }),
  venueId: z.uuid({ error: 'Vyberte sportoviště ze seznamu.' }).nullable().default(null),
});
export type PartnerApiKeyRequest = z.input<typeof partnerApiKeyRequest>;

/** The new key: `key` is shown this once and never again (only its hash is kept). */
export const partnerApiKeyCreated = z.object({
  key: z
    .string()
    .describe('The whole key, `ck_live_…`; shown once, send it as `Authorization: Bearer <key>`'),
  apiKey: partnerApiKey,
});
export type PartnerApiKeyCreated = z.infer<typeof partnerApiKeyCreated>;
