import type {
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { WEBHOOK_TEXTS } from '../../../mail/webhook-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import {
  deleteEndpoint as deleteRow,
  findEndpoint,
  insertEndpoint,
  listEndpoints as listRows,
  updateEndpoint as updateRow,
} from '../repository.ts';
import { endpointView } from './endpoint-view.ts';
import { newWebhookSecret } from './signing.ts';
import { checkWebhookUrl } from './url-policy.ts';

/** The partner's endpoints, newest first. */
export async function listEndpoints(db: Executor, adminId: string): Promise<WebhookEndpointList> {
  return { endpoints: (await listRows(db, adminId)).map(endpointView) };
}

/** Adds an endpoint with a new secret, shown in this answer only. */
export async function createEndpoint(
  db: Executor,
  adminId: string,
  input: { url: string; types: WebhookEventType[] },
  options: { allowLocal: boolean; now: Date },
): Promise<WebhookEndpointWithSecret> {
  const url = checkWebhookUrl(input.url, options.allowLocal);
  const secret = newWebhookSecret();
  const row = await insertEndpoint(db, {
    adminId,
    url,
    secret,
    types: [...new Set(input.types)],
    createdAt: options.now,
  });
  return { secret, endpoint: endpointView(row) };
}

/** Changes the address, the events, or switches the endpoint on (clearing why it stopped) or off. */
export async function updateEndpoint(
  db: Executor,
  adminId: string,
  id: string,
  input: WebhookEndpointUpdate,
  options: { allowLocal: boolean; now: Date },
): Promise<WebhookEndpoint> {
  const set: Parameters<typeof updateRow>[3] = {};
  if (input.url !== undefined) set.url = checkWebhookUrl(input.url, options.allowLocal);
  if (input.types !== undefined) set.types = [...new Set(input.types)];
  if (input.enabled === true) Object.assign(set, { enabled: true, disabledAt: null, disabledReason: null });
  if (input.enabled === false)
    Object.assign(set, { enabled: false, disabledAt: options.now, disabledReason: 'partner' });
  const row =
    Object.keys(set).length > 0 ? await updateRow(db, adminId, id, set) : await findEndpoint(db, adminId, id);
  if (!row) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return endpointView(row);
}

/** Deletes the endpoint and its deliveries (their jobs end without sending). */
export async function deleteEndpoint(
  db: Executor,
  adminId: string,
  id: string,
): Promise<{ message: string }> {
  if (!(await deleteRow(db, adminId, id))) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return { message: WEBHOOK_TEXTS.deleted };
}

/** A new secret for the endpoint, shown once; the old one signs nothing more. */
export async function rotateSecret(
  db: Executor,
  adminId: string,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  const row = await updateRow(db, adminId, id, { secret });
  if (!row) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return { secret, endpoint: endpointView(row) };
}
