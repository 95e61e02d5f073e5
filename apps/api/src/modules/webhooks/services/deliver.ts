import { PAGES } from '@champions/domain';
import { enqueueJob } from '../../../jobs/queue.ts';
import { WEBHOOK_TEXTS, webhookDisabledMail } from '../../../mail/webhook-templates.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import {
  type DeliveryRow,
  disableFailingEndpoint,
  type EndpointRow,
  failingSince,
  findDeliveryWithEndpoint,
  updateDelivery,
} from '../repository.ts';
import {
  type DeliveryJobPayload,
  deliveryJob,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RESPONSE_KEPT,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
} from './delivery-schedule.ts';
import { signatureHeader } from './signing.ts';

interface Outcome {
  statusCode: number | null;
  body: string | null;
  error: string | null;
}

async function post(sentAt: Date, endpoint: EndpointRow, delivery: DeliveryRow): Promise<Outcome> {
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Champions-Webhooks/1.0',
        'Champions-Signature': signatureHeader(endpoint.secret, timestamp, body),
        'Champions-Event': delivery.eventType,
        'Champions-Delivery': delivery.id,
      },
      body,
    });
    const text = await response.text().catch(() => '');
    return { statusCode: response.status, body: text.slice(0, WEBHOOK_RESPONSE_KEPT), error: null };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      statusCode: null,
      body: null,
      error: timedOut ? WEBHOOK_TEXTS.timedOut : WEBHOOK_TEXTS.unreachable(String(error).slice(0, 200)),
    };
  }
}

/**
 * The job of one attempt: POSTs the delivery, signed, and records the answer. A 2xx delivers it; any
 * other answer (or none in 10 s) queues the next attempt by WEBHOOK_RETRY_DELAYS_MS, or fails it after
 * the last; an endpoint failing for 3 days without a success is switched off and its partner e-mailed.
 * The job itself never fails for the partner's server (the queue's own retries are for our database).
 * Automatic attempts stop once the endpoint is off; a test event or a resend (`manual`) goes anyway.
 */
export async function deliverWebhook(
  { db, mailer, config, now }: UseCaseContext,
  _actor: null,
  { deliveryId, manual }: DeliveryJobPayload,
): Promise<void> {
  const found = await findDeliveryWithEndpoint(db, deliveryId);
  if (!found) return; // deleted with its endpoint
  const { delivery, endpoint } = found;
  if (delivery.status === 'delivered') return;
  if (!endpoint.enabled && !manual) {
    await updateDelivery(db, delivery.id, {
      status: 'failed',
      nextAttemptAt: null,
      lastError: WEBHOOK_TEXTS.endpointDisabled,
    });
    return;
  }
  const outcome = await post(now, endpoint, delivery);
  const attempts = delivery.attempts + 1;
  const recorded = {
    attempts,
    lastStatusCode: outcome.statusCode,
    lastResponseBody: outcome.body,
    lastError: outcome.error,
  };
  if (outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300) {
    await updateDelivery(db, delivery.id, {
      ...recorded,
      status: 'delivered',
      deliveredAt: now,
      nextAttemptAt: null,
    });
    return;
  }
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  await db.transaction(async (tx) => {
    if (delay === undefined) {
      await updateDelivery(tx, delivery.id, { ...recorded, status: 'failed', nextAttemptAt: null });
    } else {
      const next = new Date(now.getTime() + delay);
      await updateDelivery(tx, delivery.id, { ...recorded, status: 'pending', nextAttemptAt: next });
      await enqueueJob(tx, deliveryJob(delivery.id, attempts + 1, next));
    }
    const since = await failingSince(tx, endpoint.id);
    if (!since || now.getTime() - since.getTime() < WEBHOOK_DISABLE_AFTER_MS) return;
    const disabled = await disableFailingEndpoint(tx, endpoint.id, now);
    if (!disabled?.email) return;
    const settingsUrl = new URL(PAGES.admin.api, config.PUBLIC_URL).toString();
    await mailer.send(
      disabled.email,
      'webhook_disabled',
      webhookDisabledMail(endpoint.url, settingsUrl),
      tx,
      {
        dedupeKey: `webhook-disabled:${endpoint.id}:${now.getTime()}`,
      },
    );
  });
}
