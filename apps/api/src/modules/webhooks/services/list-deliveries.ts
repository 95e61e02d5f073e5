import type { WebhookDeliveryList } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findEndpoint, pageDeliveries } from '../repository.ts';
import { deliveryView } from './endpoint-view.ts';

export const DELIVERIES_PER_PAGE = 20;

/** One page of the endpoint's deliveries, newest first (404 when the endpoint is not the partner's). */
export async function listDeliveries(
  { db }: UseCaseContext,
  admin: Account,
  { endpointId, page }: { endpointId: string; page: number },
): Promise<WebhookDeliveryList> {
  if (!(await findEndpoint(db, admin.id, endpointId))) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
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
