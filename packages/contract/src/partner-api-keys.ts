import { z } from 'zod';
import { isoDate, isoDateTime, uuid } from './common.ts';

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

/** What became of a booked place, as the partner API shows it. */
export const API_BOOKING_STATES = ['booked', 'admitted', 'cancelled', 'expired'] as const;

/** A ticket of a slot as the partner API shows it: the customer's first name only, never an e-mail. */
export const partnerApiBooking = z.object({
  ticketId: uuid,
  /** booked: valid, not yet used; admitted: scanned at the door; cancelled; expired unused */
  state: z.enum(API_BOOKING_STATES),
  /** the customer's first name (the first word of their name), empty when they gave none */
  firstName: z.string(),
  bookedAt: isoDateTime,
});
export const partnerApiBookingList = z.object({ bookings: z.array(partnerApiBooking) }).meta({
  examples: [
    {
      bookings: [
        {
          ticketId: '0b8f3c1e-5a2d-4e9b-8c7f-1d2e3f4a5b6c',
          state: 'booked',
          firstName: 'Jana',
          bookedAt: '2026-12-01T09:15:00.000Z',
        },
      ],
    },
  ],
});
export type PartnerApiBookingList = z.infer<typeof partnerApiBookingList>;

/** An admission at the door (a scan), as the partner API shows it; voided scans are left out. */
export const partnerApiEntry = z.object({
  entryId: uuid,
  ticketId: uuid,
  venueId: uuid,
  venueName: z.string(),
  activityId: uuid,
  activityName: z.string(),
  /** the slot the ticket was for; null for a ticket without one (a visit without a fixed time) */
  slotId: uuid.nullable(),
  firstName: z.string(),
  admittedAt: isoDateTime,
});
export const partnerApiEntryList = z.object({ entries: z.array(partnerApiEntry) }).meta({
  examples: [
    {
      entries: [
        {
          entryId: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
          ticketId: '0b8f3c1e-5a2d-4e9b-8c7f-1d2e3f4a5b6c',
          venueId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
          venueName: 'Studio Pohyb',
          activityId: '3f0c2a52-8d1e-4c57-9a3b-0f6f1f9d2a11',
          activityName: 'Večerní pilates',
          slotId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
          firstName: 'Jana',
          admittedAt: '2026-12-14T17:25:00.000Z',
        },
      ],
    },
  ],
});
export type PartnerApiEntryList = z.infer<typeof partnerApiEntryList>;

/** GET /api/partner-api/entries: admissions between two dates (Europe/Prague days, both included). */
export const partnerApiEntriesQuery = z
  .object({ from: isoDate, to: isoDate, venueId: uuid.optional() })
  .refine((q) => q.from <= q.to, { message: 'Konec nesmí být před začátkem.', path: ['to'] });
