import type { WebhookDelivery } from '@champions/contract';
import { enqueueJob } from '../../../jobs/queue.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findOwnDelivery, updateDelivery } from '../repository.ts';
import { deliveryJob } from './delivery-schedule.ts';
import { deliveryView } from './endpoint-view.ts';

/** Sends a delivery again: pending, a fresh attempt now (the same body and id: receivers dedupe by it). */
export async function resendDelivery(
  { db, now }: UseCaseContext,
  admin: Account,
  { endpointId, deliveryId }: { endpointId: string; deliveryId: string },
): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const delivery = await findOwnDelivery(tx, admin.id, endpointId, deliveryId);
    if (!delivery) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
    const row = await updateDelivery(tx, delivery.id, { status: 'pending', nextAttemptAt: now });
    await enqueueJob(tx, deliveryJob(delivery.id, `resend-${now.getTime()}`, now, true));
    return deliveryView(row);
  });
}
