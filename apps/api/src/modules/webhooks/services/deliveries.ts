import type { WebhookDelivery, WebhookDeliveryList } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import { WEBHOOK_TEXTS } from '../../../mail/webhook-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import { findEndpoint, findOwnDelivery, pageDeliveries, updateDelivery } from '../repository.ts';
import { deliveryJob } from './delivery-schedule.ts';
import { deliveryView } from './endpoint-view.ts';
import { queueDelivery } from './enqueue-event.ts';

export const DELIVERIES_PER_PAGE = 20;

/** One page of the endpoint's deliveries, newest first (404 when the endpoint is not the partner's). */
export async function listDeliveries(
  db: Database,
  adminId: string,
  endpointId: string,
  page: number,
): Promise<WebhookDeliveryList> {
  if (!(await findEndpoint(db, adminId, endpointId))) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  const { rows, total } = await pageDeliveries(db, endpointId, {
    limit: DELIVERIES_PER_PAGE,
    offset: (page - 1) * DELIVERIES_PER_PAGE,
  });
  return {
    deliveries: rows.map(deliveryView),
    pagination: {
      page,
      limit: DELIVERIES_PER_PAGE,
      total,
      totalPages: Math.ceil(total / DELIVERIES_PER_PAGE),
    },
  };
}

/** Sends a delivery again: pending, a fresh attempt now (the same body and id: receivers dedupe by it). */
export async function resendDelivery(
  db: Database,
  adminId: string,
  endpointId: string,
  deliveryId: string,
  now: Date,
): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const delivery = await findOwnDelivery(tx, adminId, endpointId, deliveryId);
    if (!delivery) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
    const row = await updateDelivery(tx, delivery.id, { status: 'pending', nextAttemptAt: now });
    await enqueueJob(tx, deliveryJob(delivery.id, `resend-${now.getTime()}`, now, true));
    return deliveryView(row);
  });
}

/** Queues a `test` event to the endpoint now, switched on or not. */
export async function sendTestEvent(
  db: Database,
  adminId: string,
  endpointId: string,
  now: Date,
): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const endpoint = await findEndpoint(tx, adminId, endpointId);
    if (!endpoint) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
    const row = await queueDelivery(tx, endpoint, 'test', { message: WEBHOOK_TEXTS.testEvent }, now, true);
    return deliveryView(row);
  });
}
