import type { WebhookEndpointWithSecret } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { updateEndpoint as updateRow } from '../repository.ts';
import { endpointView } from './endpoint-view.ts';
import { newWebhookSecret } from './signing.ts';

/** A new secret for the endpoint, shown once; the old one signs nothing more. */
export async function rotateSecret(
  { db }: UseCaseContext,
  admin: Account,
  { endpointId }: { endpointId: string },
): Promise<WebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  const row = await updateRow(db, admin.id, endpointId, { secret });
  if (!row) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return { secret, endpoint: endpointView(row) };
}
