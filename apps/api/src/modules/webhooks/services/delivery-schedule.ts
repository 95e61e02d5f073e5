import { DAY_MS, HOUR_MS } from '@champions/domain';

/** The job that sends one delivery (payload: { deliveryId, manual }). */
export const WEBHOOK_DELIVERY_JOB = 'webhooks.deliver';

/**
 * The wait before the next attempt after the n-th failed one (n = 1…): 1 min, 5 min, 30 min, 2 h, 6 h,
 * 12 h, then a day three times — some 3 days 20 hours in all; after the last, the delivery has failed.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * HOUR_MS,
  6 * HOUR_MS,
  12 * HOUR_MS,
  DAY_MS,
  DAY_MS,
  DAY_MS,
] as const;

/** An endpoint whose deliveries have failed this long without a success in between is switched off. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * DAY_MS;

/** How long the partner's server has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** How much of the answer's body is kept for the partner's log. */
export const WEBHOOK_RESPONSE_KEPT = 1024;

/** What a delivery job carries: the delivery, and whether a person asked for it (a test event, a resend). */
export interface DeliveryJobPayload {
  deliveryId: string;
  manual?: boolean;
}

/** The job of one attempt: its dedupe key makes one job per attempt, however often it is enqueued. */
export function deliveryJob(deliveryId: string, attempt: string | number, runAt: Date, manual = false) {
  return {
    kind: WEBHOOK_DELIVERY_JOB,
    payload: { deliveryId, manual },
    runAt,
    dedupeKey: `${WEBHOOK_DELIVERY_JOB}:${deliveryId}:${attempt}`,
  };
}
