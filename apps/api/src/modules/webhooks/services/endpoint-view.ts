import type { WebhookDelivery, WebhookEndpoint } from '@champions/contract';
import type { DeliveryRow, EndpointRow } from '../repository.ts';

/** A stored endpoint as the partner sees it (never the secret). */
export function endpointView(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    types: row.types as WebhookEndpoint['types'],
    enabled: row.enabled,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: (row.disabledReason as WebhookEndpoint['disabledReason']) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventType: row.eventType as WebhookDelivery['eventType'],
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastResponseBody: row.lastResponseBody,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    payload: row.payload,
  };
}
