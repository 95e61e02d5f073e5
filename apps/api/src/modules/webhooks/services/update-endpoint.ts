import type { WebhookEndpoint, WebhookEndpointUpdate } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findEndpoint, updateEndpoint as updateRow } from '../repository.ts';
import { endpointView } from './endpoint-view.ts';
import { allowsLocalWebhooks, checkWebhookUrl } from './url-policy.ts';

/** Changes the address, the events, or switches the endpoint on (clearing why it stopped) or off. */
export async function updateEndpoint(
  { db, config, now }: UseCaseContext,
  admin: Account,
  { endpointId, ...input }: WebhookEndpointUpdate & { endpointId: string },
): Promise<WebhookEndpoint> {
  const set: Parameters<typeof updateRow>[3] = {};
  if (input.url !== undefined) set.url = checkWebhookUrl(input.url, allowsLocalWebhooks(config));
  if (input.types !== undefined) set.types = [...new Set(input.types)];
  if (input.enabled === true) Object.assign(set, { enabled: true, disabledAt: null, disabledReason: null });
  if (input.enabled === false)
    Object.assign(set, { enabled: false, disabledAt: now, disabledReason: 'partner' });
  const row =
    Object.keys(set).length > 0
      ? await updateRow(db, admin.id, endpointId, set)
      : await findEndpoint(db, admin.id, endpointId);
  if (!row) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return endpointView(row);
}
