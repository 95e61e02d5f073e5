import type { WebhookDelivery } from '@champions/contract';
import { WEBHOOK_TEXTS } from '../../../mail/webhook-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findEndpoint } from '../repository.ts';
import { deliveryView } from './endpoint-view.ts';
import { queueDelivery } from './enqueue-event.ts';

/** Queues a `test` event to the endpoint now, switched on or not. */
export async function sendTestEvent(
  { db, now }: UseCaseContext,
  admin: Account,
  { endpointId }: { endpointId: string },
): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const endpoint = await findEndpoint(tx, admin.id, endpointId);
    if (!endpoint) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
    const row = await queueDelivery(tx, endpoint, 'test', { message: WEBHOOK_TEXTS.testEvent }, now, true);
    return deliveryView(row);
  });
}
