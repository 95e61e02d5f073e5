import type { WebhookEndpointWithSecret, WebhookEventType } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { insertEndpoint } from '../repository.ts';
import { endpointView } from './endpoint-view.ts';
import { newWebhookSecret } from './signing.ts';
import { allowsLocalWebhooks, checkWebhookUrl } from './url-policy.ts';

/** Adds an endpoint with a new secret, shown in this answer only. */
export async function createEndpoint(
  { db, config, now }: UseCaseContext,
  admin: Account,
  input: { url: string; types: WebhookEventType[] },
): Promise<WebhookEndpointWithSecret> {
  const url = checkWebhookUrl(input.url, allowsLocalWebhooks(config));
  const secret = newWebhookSecret();
  const row = await insertEndpoint(db, {
    adminId: admin.id,
    url,
    secret,
    types: [...new Set(input.types)],
    createdAt: now,
  });
  return { secret, endpoint: endpointView(row) };
}
