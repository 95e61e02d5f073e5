import { z } from 'zod';
import { isoDateTime, pagination, uuid } from './common.ts';

/** The events a partner's webhook endpoint may subscribe to (docs/webhooks.md). */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.cancelled',
  'entry.admitted',
  'slot.cancelled',
  'payout.paid',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Every secret starts so; the signature is HMAC-SHA256 with the whole secret as the key. */
export const WEBHOOK_SECRET_START = 'whsec_';

/** A partner's endpoint as the list shows it: never the secret. */
export const webhookEndpoint = z.object({
  id: uuid,
  url: z.string(),
  types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  disabledAt: isoDateTime.nullable(),
  /** why it stopped: `partner` (switched off), `failing` (3 days of failed deliveries); null while on */
  disabledReason: z.enum(['partner', 'failing']).nullable(),
  createdAt: isoDateTime,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhookEndpointList = z.object({ endpoints: z.array(webhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointList>;

const url = z
  .string({ error: 'Zadejte adresu, na kterou budeme události posílat.' })
  .trim()
  .min(1, 'Zadejte adresu, na kterou budeme události posílat.')
  .max(2000, 'Adresa může mít nejvýše 2000 znaků.')
  .refine((text) => URL.canParse(text), 'Zadejte celou adresu, např. https://example.cz/webhooky.');

const types = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Neznámý druh události.' }), {
    error: 'Vyberte aspoň jednu událost.',
  })
  .min(1, 'Vyberte aspoň jednu událost.')
  .max(WEBHOOK_EVENT_TYPES.length);

/** POST /api/admin/webhooks */
export const webhookEndpointRequest = z.object({ url, types });
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequest>;

/** PUT /api/admin/webhooks/:id: any of the three (those left out stay) */
export const webhookEndpointUpdate = z.object({
  url: url.optional(),
  types: types.optional(),
  enabled: z.boolean({ error: 'Zapnuto musí být ano, nebo ne.' }).optional(),
});
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdate>;

/** The endpoint with its secret (`whsec_…`): shown when it is made or rotated, never again. */
export const webhookEndpointWithSecret = z.object({
  secret: z.string().describe('The signing secret, `whsec_…`; shown once'),
  endpoint: webhookEndpoint,
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

export const webhookDelivery = z.object({
  id: uuid,
  eventType: z.enum([...WEBHOOK_EVENT_TYPES, 'test']),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  /** the first kilobyte of the last answer's body */
  lastResponseBody: z.string().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** the JSON body sent */
  payload: z.unknown(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** GET /api/admin/webhooks/:id/deliveries?page= (newest first) */
export const webhookDeliveriesQuery = z.object({
  page: z.coerce.number().int().min(1, 'Stránka musí být alespoň 1.').max(10_000).default(1),
});
export const webhookDeliveryList = z.object({
  deliveries: z.array(webhookDelivery),
  pagination,
});
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;

export const webhookDeliveryParams = z.object({
  id: z.uuid({ error: 'Neplatné id.' }),
  deliveryId: z.uuid({ error: 'Neplatné id.' }),
});
